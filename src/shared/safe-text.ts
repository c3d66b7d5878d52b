// Text that PostgreSQL can store. A text column refuses the NUL character (U+0000), and a string
// holding half of a surrogate pair (a lone U+D800-U+DFFF, e.g. an emoji cut in two) is not valid
// Unicode: the driver turns it into U+FFFD or PostgreSQL refuses it (jsonb). Either way what was
// sent is not what would be stored, so such text is refused where it comes in, with a message,
// never stripped: silently changing a name or an address is worse than asking again. (Our own
// pages never send half an emoji: the interaction tracker shortens labels with cutText.)
//
// Every string a request can carry starts from safeString() (the form builders in
// form-schema-fields.ts, and every other input schema); the server's input guard
// (src/server/plugins/input-text-guard.ts) refuses the same characters anywhere else in a body,
// query or path, and tests/security/hostile-input.test.ts checks every route's schema uses it.
import { z } from 'zod';
import { withCode } from './message-issues.js';
import { SHARED_MESSAGES } from './shared-messages.js';
import { isSafeText } from './unsafe-characters.js';

export { isSafeText, UNSAFE_TEXT_MESSAGE, unsafeCharacterIndex, withUnsafeCharactersReplaced } from './unsafe-characters.js';

/** The one check every input string goes through; one instance, so a test can find it in a schema. */
export const safeTextCheck = z.refine<string>(isSafeText, withCode(SHARED_MESSAGES.unsafeText));

/** z.string() that refuses what cannot be stored: the start of every string a request carries. */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).check(safeTextCheck);
}
