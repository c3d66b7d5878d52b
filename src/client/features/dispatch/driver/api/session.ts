// Who is signed in to the driver's page: GET /api/driver/session (null when nobody is), and signing
// out. The last session is remembered so the page opens offline for a driver who was signed in.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { driverSessionSchema, type DriverSession } from '@shared/dispatch/dispatch';
import { apiRequest, getJsonOrNullWhenUnauthorized } from '@/lib/api';
import { DRIVER_API } from './driver-api-paths';
import { DRIVER_DATA_KEY, DRIVER_SESSION_KEY } from './query-keys';
import { clearSaved, readSaved, writeSaved } from './saved-data';

const SAVED_SESSION = 'session';

export function useDriverSession() {
  return useQuery({
    queryKey: DRIVER_SESSION_KEY,
    queryFn: async () => {
      const session = await getJsonOrNullWhenUnauthorized<DriverSession>(DRIVER_API.session);
      if (session) writeSaved(SAVED_SESSION, session);
      else clearSaved();
      return session;
    },
  });
}

/** The session the phone last saw, for opening the page while the server cannot be reached. */
export function savedDriverSession(): DriverSession | undefined {
  return readSaved(SAVED_SESSION, driverSessionSchema)?.value;
}

/** A new session, or none: whatever the tab had for an earlier driver is not shown again. */
export function replaceDriverSession(queryClient: QueryClient, session: DriverSession | null): void {
  queryClient.removeQueries({ queryKey: DRIVER_DATA_KEY });
  clearSaved();
  if (session) writeSaved(SAVED_SESSION, session);
  queryClient.setQueryData(DRIVER_SESSION_KEY, session);
}

/** Called when any driver call answers 401: the session ended (idle, profile no longer active). */
export function markDriverSignedOut(queryClient: QueryClient): void {
  replaceDriverSession(queryClient, null);
}

export function useDriverSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', DRIVER_API.signOut);
    },
    // A 401 means the session had already ended: signed out either way.
    onSuccess: () => replaceDriverSession(queryClient, null),
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: DRIVER_SESSION_KEY });
    },
  });
}
