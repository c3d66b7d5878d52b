// Every environment variable the server reads, parsed once, each with its default.
// README.md and .env.example list the same variables; keep the three in step.
import { z } from 'zod';
import { formatPhone } from '../shared/format.js';
import type { CompanyProfile } from '../shared/company-profile.js';
import { ADMIN_PASSWORD_MAX_LENGTH, ADMIN_PASSWORD_MIN_LENGTH } from '../shared/admin-auth.js';

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

const smtpUrl = z.url({
  protocol: /^smtps?$/,
  error: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465',
});

const redisUrl = z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL, e.g. redis://127.0.0.1:6379' });

// How many proxies (load balancers) sit in front of us: their X-Forwarded-For entries are
// trusted, so rate limits and logs see the real client. 'false' (default) trusts none.
const trustProxy = z
  .string()
  .regex(/^(true|false|\d{1,2}|[\d.:/a-fA-F, ]+)$/, {
    error: 'must be true, false, a hop count such as 1, or a list of proxy addresses/CIDRs',
  })
  .transform((value): boolean | number | string => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value;
  });

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be a whole number from ${min} to ${max}` })
    .max(max, { error: `must be a whole number from ${min} to ${max}` });

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
  OPERATIONS_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: z.string().trim().min(3).optional(),
  REDIS_URL: redisUrl.optional(),
  TRUST_PROXY: trustProxy.default(false),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(ADMIN_PASSWORD_MIN_LENGTH, { error: `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters` })
    .max(ADMIN_PASSWORD_MAX_LENGTH, { error: `must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters` })
    .optional(),
  ADMIN_SESSION_IDLE_MINUTES: wholeNumber(5, 24 * 60).default(120),
  ADMIN_SESSION_MAX_HOURS: wholeNumber(1, 24 * 30).default(12),
})
  // One without the other is a half-done setup, not a choice: say so rather than start without an admin.
  .refine((vars) => (vars.ADMIN_EMAIL === undefined) === (vars.ADMIN_PASSWORD === undefined), {
    path: ['ADMIN_PASSWORD'],
    error: 'and ADMIN_EMAIL must be set together (both create the first admin) or not at all',
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
  mail: {
    /** Unset: mails are written to `${dataDir}/mail` as .eml files. */
    smtpUrl: string | undefined;
    /** The From header of every mail. */
    from: string;
    /** Where new-request notifications go. */
    operationsEmail: string;
  };
  /** Unset: rate-limit counters live in this process's memory. */
  redisUrl: string | undefined;
  trustProxy: boolean | number | string;
  admin: {
    /** With `password`, creates the first admin at start when there is none. */
    firstAdmin: { email: string; password: string } | undefined;
    /** A session unused this long ends. */
    sessionIdleMinutes: number;
    /** A session ends this long after sign-in, used or not. */
    sessionMaxHours: number;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

// Values that may hold credentials are never echoed into logs or terminals.
const SECRET_VARIABLES = new Set(['DATABASE_URL', 'SMTP_URL', 'REDIS_URL', 'ADMIN_PASSWORD']);

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
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM ?? `"${vars.COMPANY_NAME.replace(/["\\]/g, '')}" <${vars.GENERAL_EMAIL}>`,
      operationsEmail: vars.OPERATIONS_EMAIL ?? vars.GENERAL_EMAIL,
    },
    redisUrl: vars.REDIS_URL,
    trustProxy: vars.TRUST_PROXY,
    admin: {
      firstAdmin:
        vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD ? { email: vars.ADMIN_EMAIL.toLowerCase(), password: vars.ADMIN_PASSWORD } : undefined,
      sessionIdleMinutes: vars.ADMIN_SESSION_IDLE_MINUTES,
      sessionMaxHours: vars.ADMIN_SESSION_MAX_HOURS,
    },
  };
}

// `FOO=` in a .env file or a compose file means "not set", not "set to nothing".
function withoutEmptyValues(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}
