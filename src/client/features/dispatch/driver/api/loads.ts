// The driver's loads: the list and one load. Each answer is checked with the shared schema and
// saved, so the page opens with the last data when there is no signal; a 401 signs the page out.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { driverLoadListSchema, driverLoadSchema, type DriverLoad, type DriverLoadSummary } from '@shared/dispatch/dispatch';
import { ApiError, getJson } from '@/lib/api';
import { DRIVER_API } from './driver-api-paths';
import { DRIVER_LOADS_KEY, driverLoadKey } from './query-keys';
import { readSaved, writeSaved } from './saved-data';
import { markDriverSignedOut } from './session';

async function fetchChecked<T>(queryClient: QueryClient, url: string, schema: ZodType<T>, savedKey: string): Promise<T> {
  let answer: unknown;
  try {
    answer = await getJson<unknown>(url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) markDriverSignedOut(queryClient);
    throw error;
  }
  const value = schema.parse(answer);
  writeSaved(savedKey, value);
  return value;
}

const loadsSavedKey = 'loads';
const loadSavedKey = (referenceId: string) => `load:${referenceId}`;

/** The saved copy is shown at once (marked as saved at its time) and the server asked for fresh data. */
function savedAsInitial<T>(key: string, schema: ZodType<T>) {
  const saved = readSaved(key, schema);
  return saved ? { initialData: saved.value, initialDataUpdatedAt: saved.savedAt } : {};
}

export function useDriverLoads() {
  const queryClient = useQueryClient();
  const schema = driverLoadListSchema;
  return useQuery<{ loads: DriverLoadSummary[] }>({
    queryKey: DRIVER_LOADS_KEY,
    queryFn: () => fetchChecked(queryClient, DRIVER_API.loads, schema, loadsSavedKey),
    ...savedAsInitial(loadsSavedKey, schema),
    // Saved data is shown while the server is asked again: it is never taken as fresh.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useDriverLoad(referenceId: string) {
  const queryClient = useQueryClient();
  return useQuery<DriverLoad>({
    queryKey: driverLoadKey(referenceId),
    queryFn: () => fetchChecked(queryClient, DRIVER_API.load(referenceId), driverLoadSchema, loadSavedKey(referenceId)),
    ...savedAsInitial(loadSavedKey(referenceId), driverLoadSchema),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
