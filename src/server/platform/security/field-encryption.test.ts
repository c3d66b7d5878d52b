// The sealed fields (issue 41): what goes in comes back only with the same key and the same
// context, a sealed value never shows what it holds, and any change to it is caught.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FieldDecryptionError, fieldKeyId, openField, sealField } from './field-encryption.js';

const key = randomBytes(32);
const NUMBER = '457555462';

describe('sealing a field', () => {
  it('opens back to what was sealed, and the sealed text holds neither the value nor the key', () => {
    const sealed = sealField(key, NUMBER, 'driver:7');
    expect(openField(key, sealed, 'driver:7')).toBe(NUMBER);
    expect(sealed).not.toContain(NUMBER);
    expect(sealed).not.toContain(key.toString('base64url'));
    expect(Buffer.from(sealed).toString('latin1')).not.toMatch(/\d{9}/);
  });

  it('carries its format and the key that sealed it, and a fresh IV every time', () => {
    const first = sealField(key, NUMBER, 'driver:7');
    const second = sealField(key, NUMBER, 'driver:7');
    expect(first).not.toBe(second);
    const [format, keyId, iv, tag] = first.split('.');
    expect(format).toBe('f1');
    expect(keyId).toBe(fieldKeyId(key));
    expect(Buffer.from(iv!, 'base64url')).toHaveLength(12);
    expect(Buffer.from(tag!, 'base64url')).toHaveLength(16);
    expect(second.split('.')[2]).not.toBe(iv);
  });

  it('refuses a value changed anywhere: the ciphertext, the tag or the IV', () => {
    const sealed = sealField(key, NUMBER, 'driver:7');
    const parts = sealed.split('.');
    for (const index of [2, 3, 4]) {
      const bytes = Buffer.from(parts[index]!, 'base64url');
      bytes[0] = bytes[0]! ^ 0x01;
      const altered = parts.map((part, at) => (at === index ? bytes.toString('base64url') : part)).join('.');
      expect(() => openField(key, altered, 'driver:7')).toThrow(FieldDecryptionError);
    }
    expect(() => openField(key, sealed.slice(0, -2), 'driver:7')).toThrow(FieldDecryptionError);
  });

  it("refuses a value moved to another row's context, another key's, and text that is not a sealed field", () => {
    const sealed = sealField(key, NUMBER, 'driver:7');
    expect(() => openField(key, sealed, 'driver:8')).toThrow(FieldDecryptionError);
    expect(() => openField(randomBytes(32), sealed, 'driver:7')).toThrow(/another key/);
    expect(() => openField(key, NUMBER, 'driver:7')).toThrow(FieldDecryptionError);
  });

  it('takes only a 32-byte key', () => {
    expect(() => sealField(randomBytes(16), NUMBER, 'driver:7')).toThrow(/32 bytes/);
  });
});
