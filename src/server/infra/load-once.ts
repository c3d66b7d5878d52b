// Heavy libraries (a provider's SDK, the PDF writer, the mail composer) are imported the first
// time they are needed, not at start, so a server at rest holds only what it serves with
// (docs/decisions/053-memory-at-rest.md). Their types stay static (`import type`).

/**
 * `load` run on the first call, its promise shared by every call after; a load that failed is
 * tried again on the next call rather than remembered as a failure.
 */
export function loadOnce<Value>(load: () => Promise<Value>): () => Promise<Value> {
  let loading: Promise<Value> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
