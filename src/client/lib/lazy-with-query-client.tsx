// A component loaded on demand together with the site's query client: the page or panel that
// calls the API, and the provider that gives it the client (lib/query-client.ts), arrive in one
// step. The query library then loads only where it is used, never with the home page, and every
// page still shares one client and its cache. Light on purpose: app.tsx imports it at start.
import { Fragment, lazy, type ComponentType } from 'react';

/**
 * `unavailable`, when given, is shown instead if either chunk fails to load (a deploy replaced it,
 * the connection dropped): for a part of a page that must not take the page down with it.
 */
export function lazyWithQueryClient<Props extends object>(load: () => Promise<ComponentType<Props>>, unavailable?: ComponentType<Props>) {
  return lazy(async () => {
    const loading = Promise.all([load(), import('./query-client')]);
    const [Component, { QueryClientScope }] = unavailable
      ? await loading.catch(() => [unavailable, { QueryClientScope: Fragment }] as const)
      : await loading;
    function WithQueryClient(props: Props) {
      return (
        <QueryClientScope>
          <Component {...props} />
        </QueryClientScope>
      );
    }
    return { default: WithQueryClient };
  });
}
