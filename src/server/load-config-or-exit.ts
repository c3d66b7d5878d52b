// Reading the configuration is the first thing every entry point does, and in main.ts it happens
// before the database driver loads (tracing must patch the driver first): so this file imports
// nothing that loads `pg`.
import { ConfigError, loadConfig, type Config } from './config.js';
import { EnvFileError, loadEnvFile } from './env-file.js';

/**
 * The configuration from the environment and `.env` in the working folder (the environment wins),
 * with `defaultEnv` as NODE_ENV when neither sets it; a bad value or file prints one line each and exits 1.
 */
export function loadConfigOrExit(defaultEnv: Config['env'] = 'development'): Config {
  try {
    // Tests never read a developer's .env: their settings are all in the environment they are given.
    if (process.env.NODE_ENV !== 'test') loadEnvFile('.env');
    // Set on process.env, not only in our config, so libraries that read it see the same.
    if (!process.env.NODE_ENV) process.env.NODE_ENV = defaultEnv;
    return loadConfig();
  } catch (error) {
    if (error instanceof EnvFileError) console.error(`Invalid configuration: ${error.message}`);
    else if (error instanceof ConfigError) for (const problem of error.problems) console.error(`Invalid configuration: ${problem}`);
    else throw error;
    process.exit(1);
  }
}
