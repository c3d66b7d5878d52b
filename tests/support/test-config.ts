import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../../src/server/config.js';

// Uploads and mail files from tests go to a scratch folder, never the repository's ./data.
const scratchDataDir = mkdtempSync(join(tmpdir(), 'freight-test-data-'));

/** The configuration tests run with: defaults, plus whatever a test needs to differ. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: scratchDataDir, ...env });
}
