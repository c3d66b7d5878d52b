// A route's per-client rate limit, driven to its end: the requests it allows, then the first it
// refuses, which must carry the API's one error body.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Sends `allowed` requests with `send` (all from one client), each answering `status`, then one
 * more, which must be refused with 429. Answers that refusal's body for any further checks.
 */
export async function expectRefusedAfter(
  allowed: number,
  status: number,
  send: () => Promise<LightMyRequestResponse>,
): Promise<{ error: string; message: string }> {
  for (let i = 0; i < allowed; i++) {
    expect((await send()).statusCode).toBe(status);
  }
  const limited = await send();
  expect(limited.statusCode).toBe(429);
  const body = limited.json<{ error: string; message: string }>();
  expect(body.error).toBe('Too Many Requests');
  expect(body.message).toMatch(/^Too many requests/);
  return body;
}
