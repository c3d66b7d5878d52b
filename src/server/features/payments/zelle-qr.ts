// The Zelle link of src/shared/zelle.ts as a QR code, drawn by us as SVG (no third-party QR
// service sees our customers' payments).
import QRCode from 'qrcode';
import { zelleLink, type ZellePayment } from '../../../shared/zelle.js';

export function zelleQrSvg(payment: ZellePayment): Promise<string> {
  return QRCode.toString(zelleLink(payment), { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 220 });
}
