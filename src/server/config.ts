// Every environment variable the server reads, parsed once, each with its default.
// README.md and .env.example list the same variables; keep the three in step.
import { z } from 'zod';
import { formatPhone } from '../shared/format.js';
import type { CompanyProfile } from '../shared/company-profile.js';

const port = z.coerce
  .number({ error: 'must be a port number from 0 to 65535' })
  .int({ error: 'must be a port number from 0 to 65535' })
  .min(0, { error: 'must be a port number from 0 to 65535' })
  .max(65535, { error: 'must be a port number from 0 to 65535' });

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, e.g. https://example.com' })
  .transform((url) => url.replace(/\/+$/, ''));

const postgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: 'must be a postgres:// URL, e.g. postgres://user:password@host:5432/database',
});

const usPhone = z
  .string()
  .refine((value) => /^\+?1?\D*(\d\D*){10}$/.test(value.trim()), {
    error: 'must be a US phone number with 10 digits, e.g. (555) 123-4567',
  })
  .transform(formatPhone);

const registrationNumber = z
  .string()
  .regex(/^\d{1,8}$/, { error: 'must be 1 to 8 digits, e.g. 1234567' });

const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  PORT: port.default(5000),
  HOST: z.string().min(1).default('localhost'),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_BASE_URL: httpUrl.optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  COMPANY_NAME: z.string().trim().min(1).max(100).default('OTP Freight & Delivery'),
  SUPPORT_PHONE: usPhone.default('(555) 123-4567'),
  GENERAL_EMAIL: z.email({ error: 'must be an e-mail address' }).default('info@otpfreight.example'),
  MC_NUMBER: registrationNumber.default('123456'),
  DOT_NUMBER: registrationNumber.default('1234567'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Unset: the embedded PGlite database in `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  publicBaseUrl: string;
  logLevel: string;
  company: CompanyProfile;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

// Values that may hold credentials are never echoed into logs or terminals.
const SECRET_VARIABLES = new Set(['DATABASE_URL']);

/** Parses the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = EnvSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const shown = SECRET_VARIABLES.has(name) ? '' : ` (got ${JSON.stringify(env[name] ?? '')})`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const vars = parsed.data;
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir: vars.DATA_DIR,
    publicBaseUrl: vars.PUBLIC_BASE_URL ?? `http://localhost:${vars.PORT}`,
    logLevel: vars.LOG_LEVEL,
    company: {
      name: vars.COMPANY_NAME,
      supportPhone: vars.SUPPORT_PHONE,
      email: vars.GENERAL_EMAIL,
      mcNumber: vars.MC_NUMBER,
      dotNumber: vars.DOT_NUMBER,
    },
  };
}

// `FOO=` in a .env file or a compose file means "not set", not "set to nothing".
function withoutEmptyValues(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}
