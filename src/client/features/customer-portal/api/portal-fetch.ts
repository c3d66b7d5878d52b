// Calls that need the customer's session. It can end while the page is open (idle for 30 days,
// "Sign out everywhere" on another device): any 401 marks the customer signed out, and the page,
// which shows the sign-in form whenever nobody is signed in, asks them to sign in again instead
// of showing a broken screen.
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api';
import { CUSTOMER_SESSION_KEY } from './query-keys';

async function portalRequest(queryClient: QueryClient, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<Response> {
  try {
    return await apiRequest(method, url, body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) queryClient.setQueryData(CUSTOMER_SESSION_KEY, null);
    throw error;
  }
}

export async function portalGet<T>(queryClient: QueryClient, url: string): Promise<T> {
  const response = await portalRequest(queryClient, 'GET', url);
  return (await response.json()) as T;
}

/** A change; the server answers with the record as it now is. */
export async function portalSend<T>(queryClient: QueryClient, method: 'POST' | 'PUT', url: string, body?: unknown): Promise<T> {
  const response = await portalRequest(queryClient, method, url, body);
  return (await response.json()) as T;
}
