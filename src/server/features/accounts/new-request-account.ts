// The account a new request is billed to (decision 072), for service-requests as it stores the
// request: its contact's billing account, else its confirmed domain's, else none (a one-off customer).
import type { Executor } from '../../db/client.js';
import { findAccountIdForAddress } from './attachment-repository.js';

/** `email` normalised (trimmed, lower-case), as contacts are kept. */
export function accountIdForAddress(executor: Executor, email: string): Promise<number | null> {
  return findAccountIdForAddress(executor, email);
}
