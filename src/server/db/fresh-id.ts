// Rows named by a random id (a reference ID, a driver profile ID) are stored under a fresh one:
// 80 random bits make a collision practically impossible, and the id's unique index makes it
// certain. When the index does find the id taken, the whole store is tried again with another.

const ATTEMPTS = 3;

/** `store(id)` with a new id from `newId`, again with another while `constraint` reports the id taken (3 tries at most). */
export async function storeUnderFreshId<T>(newId: () => string, constraint: string, store: (id: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await store(newId());
    } catch (error) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(error, constraint)) throw error;
    }
  }
}

/** Whether `error` (or the driver error Drizzle wraps in it) is a violation of the unique index `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const text = String((error as { cause?: unknown }).cause ?? error);
  return text.includes(constraint);
}
