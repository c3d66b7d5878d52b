// The English words of each kind of charge and unit (the back office is English); the customer's
// pages read the same messages in their language.
import type { LineKind, LineUnit } from '@shared/invoicing/invoice-lines';
import { englishLabels } from '@shared/labels/label-message';
import { LINE_KIND_MESSAGES, LINE_UNIT_MESSAGES } from '@shared/labels/invoice-labels';

export const LINE_KIND_LABELS: Record<LineKind, string> = /* @__PURE__ */ englishLabels(LINE_KIND_MESSAGES);
export const LINE_UNIT_LABELS: Record<LineUnit, string> = /* @__PURE__ */ englishLabels(LINE_UNIT_MESSAGES);
