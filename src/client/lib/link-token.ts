// A link sent by e-mail (a staff invite, a password reset, a customer's sign-in link) carries its
// token in the URL fragment (#token=...): browsers never send a fragment to a server, so it stays
// out of access logs and Referer headers. The page reads it once and then drops it from the
// address bar, so it is not left in history or shared by a copied URL.
import { useEffect, useState } from 'react';
import type { ZodType } from 'zod';
import { linkTokenField } from '@shared/team/team';

function tokenInAddress(field: ZodType<string, unknown>): string | undefined {
  const token = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');
  const parsed = field.safeParse(token);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The link's token, or undefined when the address has none that could be one. `field` is the
 * shared schema of the kind of token the page expects (a staff link's, by default).
 */
export function useLinkToken(field: ZodType<string, unknown> = linkTokenField): string | undefined {
  const [token] = useState(() => tokenInAddress(field));
  useEffect(() => {
    if (!window.location.hash) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, []);
  return token;
}
