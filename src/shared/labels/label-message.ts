// A label as a message of the `shared` catalog, and the English maps the code reads.
import type { MessageDescriptor } from '@lingui/core';

/** A label: its catalog ID and its English text. */
export interface LabelMessage extends MessageDescriptor {
  id: string;
  message: string;
}

/**
 * The English label of each value. Callers annotate the call `@__PURE__`, so a page that never
 * reads a map (the home page reads few) does not carry it.
 */
export function englishLabels<const Value extends string>(messages: Record<Value, LabelMessage>): Record<Value, string> {
  const labels = Object.fromEntries(Object.entries<LabelMessage>(messages).map(([value, label]) => [value, label.message]));
  // fromEntries types its keys as any string; they are exactly the messages' keys.
  return labels as Record<Value, string>;
}
