// Formatting helpers shared by the forms and the server (spec section 3).

/** Formats digits as a US phone number while typing: (###) ###-####, partial from 3 or 6 digits. */
export function formatPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  // A leading country code 1 is not part of the ten digits we show.
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length < 4) return digits;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A tel: link target for a US number, e.g. "tel:+15551234567". */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return `tel:+1${national}`;
}

/** Today's date in the local time zone of whoever runs it (the browser: the viewer's) as YYYY-MM-DD. */
export function todayIsoDate(now: Date = new Date()): string {
  const year = now.getFullYear();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}
