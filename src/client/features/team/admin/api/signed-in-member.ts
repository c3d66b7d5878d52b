// Who is looking at the Team area, so their own row can say "You" and offer no Disable. The back
// office has already loaded the session under this key (staleTime is Infinity), so this reads the
// cache; shown on its own (a test), it asks the server once.
import { useQuery } from '@tanstack/react-query';
import type { AdminSession } from '@shared/admin/admin-auth';
import { ADMIN_SESSION_KEY } from '@/lib/admin/admin-query-keys';
import { getJsonOrNullWhenUnauthorized } from '@/lib/api';

export function useSignedInEmail(): string | undefined {
  const session = useQuery({
    queryKey: ADMIN_SESSION_KEY,
    queryFn: () => getJsonOrNullWhenUnauthorized<AdminSession>('/api/admin/session'),
  });
  return session.data?.email;
}
