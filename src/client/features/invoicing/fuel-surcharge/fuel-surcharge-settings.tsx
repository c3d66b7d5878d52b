// The Billing area's fuel surcharge section (issue 37, decision 067): the schedules with a form to
// add one, and the weekly diesel prices with a form to record a week and, when the server has an
// EIA key, a button to fetch the latest week from the EIA.
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { failureMessage } from '@/lib/failure-message';
import { useDieselPrices, useFuelSchedules } from './api/fuel-surcharge-api';
import { AddFuelScheduleForm } from './components/add-fuel-schedule-form';
import { DieselPricesTable } from './components/diesel-prices-table';
import { FetchFromEiaButton } from './components/fetch-from-eia-button';
import { FuelSchedulesTable } from './components/fuel-schedules-table';
import { RecordDieselPriceForm } from './components/record-diesel-price-form';

export function FuelSurchargeSettings() {
  const schedules = useFuelSchedules();
  const prices = useDieselPrices();
  return (
    <section aria-labelledby="fuel-surcharge-heading" className="flex flex-col gap-4">
      <div>
        <h3 id="fuel-surcharge-heading" className="text-lg font-semibold">
          Fuel surcharge
        </h3>
        <p className="text-sm text-muted-foreground">
          A load is charged by the schedule in force on its pickup date, at the diesel price of the week in force that day.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle level={3}>Schedules</CardTitle>
          <CardDescription>
            Each schedule is in force from its date until the next one’s. A schedule once added is kept: add a new one to change the terms.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {schedules.isPending && <PageSpinner />}
          {schedules.isError && <Alert variant="destructive">Could not load the schedules: {failureMessage(schedules.error)}</Alert>}
          {schedules.data && <FuelSchedulesTable schedules={schedules.data.items} />}
          <AddFuelScheduleForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex flex-col gap-1.5">
              <CardTitle level={3}>Weekly diesel price</CardTitle>
              <CardDescription>The U.S. retail on-highway diesel price the EIA publishes each Monday, in dollars a gallon.</CardDescription>
            </div>
            {prices.data?.eiaConfigured && <FetchFromEiaButton />}
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {prices.isPending && <PageSpinner />}
          {prices.isError && <Alert variant="destructive">Could not load the diesel prices: {failureMessage(prices.error)}</Alert>}
          {prices.data && <DieselPricesTable prices={prices.data.items} />}
          <RecordDieselPriceForm />
        </CardContent>
      </Card>
    </section>
  );
}
