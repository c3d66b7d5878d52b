// Zelle has no API for businesses like ours: the customer sends from their bank's app. We make
// their job easy with a link in the form Zelle's own QR codes use (recipient name and token),
// with the amount and memo added; the server draws the same link as a QR code.

const ZELLE_QR_BASE = 'https://enroll.zellepay.com/qr-codes';

export interface ZellePayment {
  name: string;
  email: string;
  amount?: string | undefined;
  memo?: string | undefined;
}

export function zelleLink(payment: ZellePayment): string {
  const data = {
    name: payment.name,
    token: payment.email,
    action: 'payment',
    ...(payment.amount ? { amount: payment.amount } : {}),
    ...(payment.memo ? { memo: payment.memo } : {}),
  };
  return `${ZELLE_QR_BASE}?data=${base64Url(JSON.stringify(data))}`;
}

// btoa exists in browsers and in Node; it takes bytes as a binary string, so UTF-8 first.
function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
