import { loadConfig, type Config } from '../../src/server/config.js';

/** The configuration tests run with: defaults, plus whatever a test needs to differ. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
}
