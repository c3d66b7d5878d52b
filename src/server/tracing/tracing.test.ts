import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { startTracing } from './tracing.js';

function configProblems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('tracing settings', () => {
  it('are off without OTEL_EXPORTER_OTLP_ENDPOINT, and then start nothing', async () => {
    expect(loadConfig({}).tracing).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).tracing).toBeUndefined();
    await expect(startTracing(undefined)).resolves.toBeUndefined();
  });

  it('take the collector’s URL and the service name, freight-site by default', () => {
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing).toEqual({
      endpoint: 'http://collector:4318',
      serviceName: 'freight-site',
    });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otlp.example.com/otlp', OTEL_SERVICE_NAME: 'freight-eu' }).tracing).toEqual({
      endpoint: 'https://otlp.example.com/otlp',
      serviceName: 'freight-eu',
    });
  });

  it('refuse an endpoint that is not an http(s) URL, and a service name with spaces, saying so', () => {
    expect(configProblems({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4317' })).toEqual([
      'OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL of an OTLP/HTTP collector, e.g. http://127.0.0.1:4318 (got "collector:4317")',
    ]);
    expect(configProblems({ OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' })).toHaveLength(1);
    expect(configProblems({ OTEL_SERVICE_NAME: 'freight site' })).toEqual([
      'OTEL_SERVICE_NAME must be 1 to 100 letters, digits, _ . - or /, e.g. freight-site (got "freight site")',
    ]);
  });
});
