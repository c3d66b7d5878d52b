// Who is looking at the Team area, so their own row can say "You" and offer no Disable. The back
// office has already loaded the session under this key (staleTime is Infinity), so this reads the
// cache; shown on its own (a test), it asks the server once.
import { useQuery } from '@tanstack/react-query';
import { adminSessionQuery } from '@/lib/admin/admin-session-query';

export function useSignedInEmail(): string | undefined {
  const session = useQuery(adminSessionQuery);
  return session.data?.email;
}
