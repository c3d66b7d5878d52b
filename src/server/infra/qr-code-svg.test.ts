import { decodeQR } from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { qrCodeSvg } from './qr-code-svg.js';

const PIXELS_PER_MODULE = 4;

/** Paints the SVG as a camera would see it: the white square, then each dark square it draws. */
function photograph(svg: string) {
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const width = side * PIXELS_PER_MODULE;
  const data = new Uint8ClampedArray(width * width * 4).fill(0);
  if (svg.includes(`<rect width="${side}" height="${side}" fill="#fff"/>`)) data.fill(255);
  const path = /<path fill="#000" d="([^"]*)"/.exec(svg)?.[1] ?? '';
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < PIXELS_PER_MODULE; dy++) {
      for (let dx = 0; dx < PIXELS_PER_MODULE; dx++) {
        const at = ((Number(y) * PIXELS_PER_MODULE + dy) * width + Number(x) * PIXELS_PER_MODULE + dx) * 4;
        data.set([0, 0, 0, 255], at);
      }
    }
  }
  return { width, height: width, data };
}

describe('qrCodeSvg', () => {
  it.each([
    'https://enroll.zellepay.com/qr-codes?data=eyJuYW1lIjoiQWNtZSBGcmVpZ2h0In0%3D',
    'otpauth://totp/Acme%20Freight:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Acme%20Freight',
    'Envío ñandú, 1,234.56 $',
  ])('draws a code a reader turns back into %s', async (text) => {
    const svg = await qrCodeSvg(text, { size: 220 });
    expect(decodeQR(photograph(svg))).toBe(text);
  });

  it('is drawn at the size asked, dark on white, with a quiet zone around it', async () => {
    const svg = await qrCodeSvg('hello', { size: 208, quietZone: 2 });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="208" height="208" viewBox="0 0 25 25"/);
    expect(svg).toContain('<rect width="25" height="25" fill="#fff"/>');
    // Version 1 is 21 modules a side: 2 light modules each side, none of them drawn dark.
    const drawn = [...svg.matchAll(/M(\d+) (\d+)h/g)].flatMap(([, x, y]) => [Number(x), Number(y)]);
    expect(Math.min(...drawn)).toBe(2);
    expect(Math.max(...drawn)).toBe(22);
  });
});
