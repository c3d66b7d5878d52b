// How a rate reads in the catalogue: "$75.00 per hour after 2 h free, 15-min steps, at most 8 h".
import { ACCESSORIAL_LABELS, type AccessorialRate } from '@shared/invoicing/accessorial-schemas';
import type { LineUnit } from '@shared/invoicing/invoice-lines';

const PER_UNIT: Record<LineUnit, string> = { miles: 'per mile', hours: 'per hour', days: 'per day', stops: 'per stop', flat: 'flat' };

function minutesWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function dollars(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  return `$${Number(whole).toLocaleString('en-US')}.${fraction.padEnd(2, '0')}`;
}

export function rateWords(rate: AccessorialRate): string {
  const price = `${dollars(rate.rate)} ${PER_UNIT[rate.unit]}`;
  if (rate.code !== 'detention' || rate.freeMinutes === null || rate.stepMinutes === null || rate.capMinutes === null) return price;
  return `${price} after ${minutesWords(rate.freeMinutes)} free, ${rate.stepMinutes}-min steps, at most ${minutesWords(rate.capMinutes)}`;
}

export const labelOf = (rate: Pick<AccessorialRate, 'code'>) => ACCESSORIAL_LABELS[rate.code];

export const customerOf = (rate: Pick<AccessorialRate, 'customerEmail' | 'customerCompany'>) =>
  rate.customerEmail ?? rate.customerCompany ?? '';
