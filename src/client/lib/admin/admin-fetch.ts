// Calls for the dashboard. A session can end while the dashboard is open (idle timeout, logout in
// another tab): any 401 sends the admin to the sign-in page instead of showing a broken screen.
import { navigate } from 'wouter/use-browser-location';
import { PAGE_PATHS } from '@shared/page-routes';
import { ApiError, apiRequest } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { ADMIN_SESSION_KEY } from './admin-query-keys';

function onAdminError(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) {
    queryClient.setQueryData(ADMIN_SESSION_KEY, null);
    navigate(PAGE_PATHS.adminLogin, { replace: true });
  }
}

async function adminRequest(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<Response> {
  try {
    return await apiRequest(method, url, body);
  } catch (error) {
    onAdminError(error);
    throw error;
  }
}

export async function adminGet<T>(url: string): Promise<T> {
  const response = await adminRequest('GET', url);
  return (await response.json()) as T;
}

export async function adminSend<T>(method: 'POST' | 'PUT' | 'PATCH', url: string, body: unknown): Promise<T> {
  const response = await adminRequest(method, url, body);
  return (await response.json()) as T;
}

/** A POST the server answers with no content (204). */
export async function adminPost(url: string, body: unknown): Promise<void> {
  await adminRequest('POST', url, body);
}

/** A change the server answers with no content (204), or whose answer the caller does not need. */
export async function adminSendNoContent(method: 'POST' | 'PUT' | 'PATCH', url: string, body: unknown): Promise<void> {
  await adminRequest(method, url, body);
}

/** A DELETE the server answers with no content (204). */
export async function adminDelete(url: string): Promise<void> {
  await adminRequest('DELETE', url);
}

/** An export's address: the list's filters as its query string, when there are any. */
export function adminExportUrl(path: string, params: string): string {
  return `${path}${params ? `?${params}` : ''}`;
}
