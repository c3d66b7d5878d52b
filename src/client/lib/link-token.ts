// A link sent by e-mail (a staff invite, a password reset) carries its token in the URL fragment
// (#token=...): browsers never send a fragment to a server, so it stays out of access logs and
// Referer headers. The page reads it once and then drops it from the address bar, so it is not
// left in history or shared by a copied URL.
import { useEffect, useState } from 'react';
import { linkTokenField } from '@shared/team';

function tokenInAddress(): string | undefined {
  const token = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');
  const parsed = linkTokenField.safeParse(token);
  return parsed.success ? parsed.data : undefined;
}

/** The link's token, or undefined when the address has none that could be one. */
export function useLinkToken(): string | undefined {
  const [token] = useState(tokenInAddress);
  useEffect(() => {
    if (!window.location.hash) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, []);
  return token;
}
