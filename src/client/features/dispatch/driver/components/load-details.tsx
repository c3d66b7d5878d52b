// Everything a driver needs about a load on one screen: where to go (with a map link), whom to
// call, what to carry, and the customer's photos of it.
import { MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { mapLinkFor, type DriverLoad } from '@shared/dispatch/dispatch';
import { formatDimensions, formatWeight } from '@shared/format';
import { sharedLabel } from '@/i18n/shared-text';
import { formatCalendarDate } from '@/lib/format-calendar-date';
import { useI18n, useLocale } from '@/i18n/use-i18n';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-lg border bg-card p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg wrap-anywhere">{value}</dd>
    </div>
  );
}

function Place({ title, mapLabel, place }: { title: string; mapLabel: string; place: DriverLoad['pickup'] }) {
  const i18n = useI18n();
  return (
    <Section title={title}>
      <address className="text-lg not-italic">
        {place.address}
        {place.address2 && <>, {place.address2}</>}
        <br />
        {place.city}, {place.state} {place.zip}
      </address>
      {place.instructions && (
        <p className="text-base">
          <span className="font-medium">{i18n._('driver.details.instructions')} </span>
          {place.instructions}
        </p>
      )}
      <a
        href={mapLinkFor(place)}
        target="_blank"
        rel="noopener noreferrer"
        className="flex min-h-14 items-center justify-center gap-2 rounded-md border border-input px-4 text-lg font-medium hover:bg-muted"
      >
        <MapPin className="size-6" aria-hidden />
        {mapLabel}
      </a>
    </Section>
  );
}

export function LoadDetails({ load }: { load: DriverLoad }) {
  const i18n = useI18n();
  const locale = useLocale();
  const contactLine = load.contact.company ? `${load.contact.name}, ${load.contact.company}` : load.contact.name;
  return (
    <div className="flex flex-col gap-4">
      <Section title={i18n._('driver.details.schedule')}>
        <dl className="flex flex-col gap-2">
          <Fact label={i18n._('driver.details.plannedPickup')} value={formatCalendarDate(load.plannedPickupDate, locale)} />
          <Fact label={i18n._('driver.details.preferredTime')} value={load.preferredTime} />
          <Fact label={i18n._('driver.details.service')} value={sharedLabel(i18n, 'serviceType', load.serviceType)} />
          <Fact label={i18n._('driver.details.urgency')} value={sharedLabel(i18n, 'urgency', load.urgency)} />
          <Fact label={i18n._('driver.details.truck')} value={load.vehicleNumber} />
          <Fact label={i18n._('driver.details.trailer')} value={load.trailerNumber} />
        </dl>
      </Section>
      <Place title={i18n._('driver.details.pickup')} mapLabel={i18n._('driver.details.pickupMap')} place={load.pickup} />
      <Place title={i18n._('driver.details.delivery')} mapLabel={i18n._('driver.details.deliveryMap')} place={load.delivery} />
      <Section title={i18n._('driver.details.contact')}>
        <p className="text-lg">{contactLine}</p>
        <a
          href={`tel:${load.contact.phone.replace(/[^\d+]/g, '')}`}
          className="flex min-h-14 items-center justify-center gap-2 rounded-md border border-input px-4 text-lg font-medium hover:bg-muted"
        >
          <Phone className="size-6" aria-hidden />
          {i18n._('driver.details.call', { phone: load.contact.phone })}
        </a>
      </Section>
      <Section title={i18n._('driver.details.freight')}>
        <dl className="flex flex-col gap-2">
          <Fact label={i18n._('driver.details.what')} value={load.item.description} />
          <Fact label={i18n._('driver.details.type')} value={load.item.itemType} />
          <Fact label={i18n._('driver.details.dimensions')} value={formatDimensions(load.item, locale)} />
          <Fact label={i18n._('driver.details.weight')} value={formatWeight(load.item.weight, locale)} />
          <Fact label={i18n._('driver.details.specialHandling')} value={load.item.specialHandling} />
        </dl>
        {load.photos.length > 0 && (
          <ul className="grid grid-cols-2 gap-3">
            {load.photos.map((photo, index) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noopener noreferrer">
                  <img
                    src={photo.url}
                    alt={i18n._('driver.details.customerPhoto', { number: index + 1 })}
                    loading="lazy"
                    className="aspect-square w-full rounded-md border object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
