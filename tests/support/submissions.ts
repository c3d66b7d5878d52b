// What the public forms' routes (service requests, driver applications) answer when they accept
// a submission: 201 with the new record's reference ID.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { REFERENCE_ID_PATTERN } from '../../src/shared/reference-id.js';

/** Checks that `response` accepted the submission with a well-formed reference ID, and answers that ID. */
export function acceptedReferenceId(response: LightMyRequestResponse): string {
  expect(response.statusCode).toBe(201);
  const { referenceId } = response.json<{ referenceId: string }>();
  expect(referenceId).toMatch(REFERENCE_ID_PATTERN);
  return referenceId;
}
