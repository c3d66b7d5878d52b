// The Zelle link of src/shared/zelle.ts as a QR code, drawn by us as SVG (no third-party QR
// service sees our customers' payments). The QR library is imported with the first code drawn.
import { loadOnce } from '../../infra/load-once.js';
import { zelleLink, type ZellePayment } from '../../../shared/zelle.js';

const qrCodes = loadOnce(() => import('qrcode'));

export async function zelleQrSvg(payment: ZellePayment): Promise<string> {
  const { toString } = await qrCodes();
  return toString(zelleLink(payment), { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 220 });
}
