// A QR code drawn by us as SVG, so no third-party QR service sees what it holds (a payment link,
// an authenticator's secret). The `qr` library computes the modules; this file draws them: dark
// squares on a white square, so the code scans on a dark page too. The library is imported with
// the first code drawn (docs/decisions/053-memory-at-rest.md).
import { loadOnce } from './load-once.js';

const qrLibrary = loadOnce(() => import('qr'));

export interface QrCodeSvgOptions {
  /** The drawn width and height in CSS pixels; the code scales to fit. */
  size: number;
  /** Light modules around the code; the standard asks for 4, phones read 2 well. */
  quietZone?: number;
}

/** `text` as a QR code (error correction level M: 15% of the code may be lost) in an SVG document. */
export async function qrCodeSvg(text: string, { size, quietZone = 2 }: QrCodeSvgOptions): Promise<string> {
  const { default: encodeQR } = await qrLibrary();
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: quietZone });
  const side = modules.length;
  let dark = '';
  modules.forEach((row, y) => {
    row.forEach((isDark, x) => {
      if (isDark) dark += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${dark}"/></svg>`
  );
}
