// Display labels for enumerations whose label is just the value read aloud.

/** 'in-progress' reads 'In Progress', 'pending_verification' 'Pending Verification': each word capitalised, in the values' order. */
export function titleCaseLabels<const Value extends string>(values: readonly Value[]): Record<Value, string> {
  const labels = Object.fromEntries(values.map((value) => [value, value.split(/[-_]/).map(capitalised).join(' ')]));
  // fromEntries types its keys as any string; they are exactly `values`.
  return labels as Record<Value, string>;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
