// How a billed line reads, in a language: the same words on the payment page, the customer's page
// and the PDF. Times of a detention line are written with their zone ("9:02 AM CST"), so they are
// never ambiguous whoever reads them, wherever. The kinds' and units' labels are read from their own
// file, not the shared label registry, which every public page (the home page too) carries.
import type { I18n } from '@lingui/core';
import { INTL_LOCALES, type Locale } from '../i18n.js';
import { LINE_KIND_MESSAGES, LINE_UNIT_MESSAGES } from '../labels/invoice-labels.js';
import type { BilledLine, DetentionEvidence } from './billed-lines.js';
import { INVOICE_LINE_TEXTS as TEXTS } from './invoice-line-texts.js';
import { formatRate } from './invoice-lines.js';
import type { LabelMessage } from '../labels/label-message.js';

/** "Fuel surcharge" */
export function lineKindText(i18n: I18n, line: Pick<BilledLine, 'kind'>): string {
  return i18n._(LINE_KIND_MESSAGES[line.kind]);
}

/** "812 miles x $2.15", or undefined for a flat line of one. */
export function lineArithmeticText(i18n: I18n, line: BilledLine, locale: Locale): string | undefined {
  if (line.unit === 'flat' && line.quantity === '1') return undefined;
  return say(i18n, TEXTS.quantityTimesRate, {
    quantity: line.quantity,
    unit: i18n._(LINE_UNIT_MESSAGES[line.unit]),
    rate: formatRate(line.rate, locale),
  });
}

/** The sentences proving a detention line, in order. */
export function detentionEvidenceTexts(i18n: I18n, evidence: DetentionEvidence, locale: Locale, timeZone?: string): string[] {
  const time = (iso: string) => formatInstant(iso, locale, timeZone);
  const texts = [
    say(i18n, evidence.stop === 'pickup' ? TEXTS.detentionAtPickup : TEXTS.detentionAtDelivery, {
      arrived: time(evidence.arrivedAt),
      departed: time(evidence.departedAt),
    }),
    say(i18n, TEXTS.detentionFreeTime, {
      free: durationText(i18n, evidence.freeMinutes),
      billed: durationText(i18n, evidence.billedMinutes),
    }),
  ];
  if (evidence.appointmentAt) texts.push(say(i18n, TEXTS.detentionAppointment, { appointment: time(evidence.appointmentAt) }));
  return texts;
}

/** "2 h 15 min", "2 h", "45 min". */
export function durationText(i18n: I18n, totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return say(i18n, TEXTS.minutesOnly, { minutes });
  if (minutes === 0) return say(i18n, TEXTS.hoursOnly, { hours });
  return say(i18n, TEXTS.hoursAndMinutes, { hours, minutes });
}

/** A message of the `shared` catalog with its values, in the active language. */
function say(i18n: I18n, message: LabelMessage, values: Record<string, string | number>): string {
  return i18n._({ ...message, values });
}

/** "Dec 4, 9:02 AM CST" in the zone given (the reader's own when none is). */
function formatInstant(iso: string, locale: Locale, timeZone?: string): string {
  return new Date(iso).toLocaleString(INTL_LOCALES[locale], {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
}
