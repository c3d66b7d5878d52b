import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../../src/server/config.js';

// Uploads and mail files from tests go to a scratch folder, never the repository's ./data. Under
// vitest, global-setup.ts makes one folder per run and removes it when the run ends; each test
// file takes a folder of its own inside it. Anywhere else (bench/lighthouse.ts) the folder is
// removed when the process exits.
const runDataRoot = process.env.FREIGHT_TEST_DATA_ROOT;
const scratchDataDir = mkdtempSync(join(runDataRoot ?? tmpdir(), 'freight-test-data-'));
process.once('exit', () => rmSync(scratchDataDir, { recursive: true, force: true }));

/** A fresh folder inside this test file's scratch folder, removed with it (no leftovers in /tmp). */
export function scratchFolder(prefix: string): string {
  return mkdtempSync(join(scratchDataDir, prefix));
}

/**
 * The configuration tests run with: defaults, plus whatever a test needs to differ. Load shedding
 * by event-loop delay is off: test files share a busy machine, and a slow second (the embedded
 * database compiling, another app being built) would answer unrelated tests 503.
 * src/server/plugins/under-pressure.test.ts turns it on.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: scratchDataDir,
    LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
}
