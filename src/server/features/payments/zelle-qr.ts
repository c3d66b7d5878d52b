// The Zelle link of src/shared/payments/zelle.ts as a QR code, drawn by us as SVG (no third-party QR
// service sees our customers' payments).
import { qrCodeSvg } from '../../infra/qr-code-svg.js';
import { zelleLink, type ZellePayment } from '../../../shared/payments/zelle.js';

export function zelleQrSvg(payment: ZellePayment): Promise<string> {
  return qrCodeSvg(zelleLink(payment), { size: 220 });
}
