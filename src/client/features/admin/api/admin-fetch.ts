// Reads for the dashboard. A session can end while the dashboard is open (idle timeout, logout in
// another tab): any 401 sends the admin to the sign-in page instead of showing a broken screen.
import { navigate } from 'wouter/use-browser-location';
import { PAGE_PATHS } from '@shared/page-routes';
import { ApiError, apiRequest } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { ADMIN_SESSION_KEY } from './admin-session';

export function onAdminError(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) {
    queryClient.setQueryData(ADMIN_SESSION_KEY, null);
    navigate(PAGE_PATHS.adminLogin, { replace: true });
  }
}

export async function adminGet<T>(url: string): Promise<T> {
  try {
    const response = await apiRequest('GET', url);
    return (await response.json()) as T;
  } catch (error) {
    onAdminError(error);
    throw error;
  }
}

export async function adminSend<T>(method: 'POST' | 'PATCH', url: string, body: unknown): Promise<T> {
  try {
    const response = await apiRequest(method, url, body);
    return (await response.json()) as T;
  } catch (error) {
    onAdminError(error);
    throw error;
  }
}
