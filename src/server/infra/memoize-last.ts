// Form schemas that depend on today's date were built for every submission, and building a zod
// schema costs more than checking a form with it (a quarter of a submission's CPU, measured).
// The date changes once a day, so the schema for the last date seen is kept and reused.

/** `build`, remembering its result for the most recent key only. */
export function memoizeLast<Value>(build: (key: string) => Value): (key: string) => Value {
  let last: { key: string; value: Value } | undefined;
  return (key) => {
    if (last?.key !== key) last = { key, value: build(key) };
    return last.value;
  };
}
