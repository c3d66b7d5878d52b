import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { checkIntervalMs, hasBody, httpServerOptions, trustedProxy } from './connection-limits.js';

describe('trustedProxy (which TCP peers escape the per-address connection cap)', () => {
  it.each([
    ['false', '203.0.113.9', false],
    ['true', '203.0.113.9', true],
    ['0', '203.0.113.9', false],
    ['1', '203.0.113.9', true],
    ['10.0.0.0/8, 192.168.1.7', '10.20.30.40', true],
    ['10.0.0.0/8, 192.168.1.7', '192.168.1.7', true],
    ['10.0.0.0/8, 192.168.1.7', '192.168.1.8', false],
    ['10.0.0.0/8, 192.168.1.7', '203.0.113.9', false],
    ['fd00::/8', 'fd12::1', true],
    ['fd00::/8', '2001:db8::1', false],
  ])('TRUST_PROXY=%s: %s is a trusted proxy: %s', (setting, address, expected) => {
    expect(trustedProxy(loadConfig({ TRUST_PROXY: setting }).trustProxy)(address)).toBe(expected);
  });
});

describe('httpServerOptions', () => {
  it('hands Node the configured timeouts, checked often enough to hold them', () => {
    const { http } = loadConfig({});
    expect(httpServerOptions(http)).toEqual({
      requestTimeout: 900_000,
      keepAliveTimeout: 72_000,
      http: { headersTimeout: 20_000, requestTimeout: 900_000, connectionsCheckingInterval: 1000 },
    });
    expect(checkIntervalMs({ ...http, headersTimeoutMs: 2000, bodyTimeoutMs: 1000 })).toBe(250);
  });
});

describe('hasBody (which requests the body timeout watches)', () => {
  it.each([
    [{}, false],
    [{ 'content-length': '0' }, false],
    [{ 'content-length': '8192' }, true],
    [{ 'transfer-encoding': 'chunked' }, true],
    [{ 'transfer-encoding': 'chunked', 'content-length': '0' }, true],
  ])('%j: %s', (headers, expected) => {
    expect(hasBody({ headers })).toBe(expected);
  });
});
