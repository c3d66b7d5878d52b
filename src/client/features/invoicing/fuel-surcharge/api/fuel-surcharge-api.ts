// The fuel surcharge's admin calls (the Billing area): the schedules, the weekly diesel prices,
// recording a typed week and fetching the latest from the EIA. Each change refreshes its list.
import { useQuery } from '@tanstack/react-query';
import type {
  DieselPriceChange,
  DieselPriceList,
  FuelSchedule,
  FuelScheduleList,
  NewFuelSchedule,
  RecordDieselPrice,
} from '@shared/invoicing/fuel-surcharge-schemas';
import { adminGet, adminSend } from '@/lib/admin/admin-fetch';
import { useAdminChange } from '@/lib/admin/admin-queries';

const BASE = '/api/admin/fuel-surcharge';
export const FUEL_SCHEDULES_KEY = [`${BASE}/schedules`] as const;
export const DIESEL_PRICES_KEY = [`${BASE}/diesel-prices`] as const;

export function useFuelSchedules() {
  return useQuery({ queryKey: FUEL_SCHEDULES_KEY, queryFn: () => adminGet<FuelScheduleList>(`${BASE}/schedules`) });
}

export function useAddFuelSchedule() {
  return useAdminChange((schedule: NewFuelSchedule) => adminSend<FuelSchedule>('POST', `${BASE}/schedules`, schedule), {
    refreshes: [FUEL_SCHEDULES_KEY],
    refreshOnConflict: true,
  });
}

export function useDieselPrices() {
  return useQuery({ queryKey: DIESEL_PRICES_KEY, queryFn: () => adminGet<DieselPriceList>(`${BASE}/diesel-prices`) });
}

export function useRecordDieselPrice() {
  return useAdminChange((price: RecordDieselPrice) => adminSend<DieselPriceChange>('POST', `${BASE}/diesel-prices`, price), {
    refreshes: [DIESEL_PRICES_KEY],
  });
}

export function useFetchDieselPrice() {
  return useAdminChange(() => adminSend<DieselPriceChange>('POST', `${BASE}/diesel-prices/fetch`, {}), { refreshes: [DIESEL_PRICES_KEY] });
}
