// Every environment variable the server reads, parsed once, each with its default.
// README.md and .env.example list the same variables; keep the three in step.
import { z } from 'zod';
import { formatPhone } from '../shared/format.js';
import type { CompanyProfile } from '../shared/company-profile.js';
import { ADMIN_PASSWORD_MAX_LENGTH, ADMIN_PASSWORD_MIN_LENGTH } from '../shared/admin/admin-auth.js';
import { DEFAULT_QUOTE_VALIDITY_DAYS } from '../shared/customer-portal/customer-portal.js';
import { DEFAULT_TRACKING_LINK_DAYS_AFTER_DELIVERY } from '../shared/tracking-links/tracking-links.js';
import { moneyAmountSchema } from '../shared/money.js';
import { DEFAULT_TEXTS_PER_NUMBER_PER_DAY } from '../shared/text-messages/text-messages.js';
import type { PaymentMode } from '../shared/payments/payment-methods.js';
import { addressEntries, addressEntryProblem } from './infra/address-list.js';

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

const secret = (prefix: RegExp, example: string) =>
  z
    .string()
    .trim()
    .regex(prefix, { error: `must look like ${example}` });

// Words the pages and the chat put in a sentence. Square brackets and line breaks are refused: the
// chat text format (src/shared/chat/chat-text.ts) would read brackets as a link's markup.
const sentencePart = (example: string) =>
  z
    .string()
    .trim()
    .min(2, { error: `must be 2 to 100 characters, e.g. ${example}` })
    .max(100, { error: `must be 2 to 100 characters, e.g. ${example}` })
    .regex(/^[^[\]\r\n]+$/, { error: `must not hold square brackets or line breaks, e.g. ${example}` });

const registrationNumber = z.string().regex(/^\d{1,8}$/, { error: 'must be 1 to 8 digits, e.g. 1234567' });

const flag = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true');

const CHAT_LLM_VARIABLES = ['CHAT_LLM_BASE_URL', 'CHAT_LLM_API_KEY', 'CHAT_LLM_MODEL'] as const;

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
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
    /** Unset: "all 50 US states" (DEFAULT_SERVICE_AREA), what the request form takes. */
    COMPANY_SERVICE_AREA: sentencePart('Michigan, Ohio and Indiana').optional(),
    /** Unset: the pages name no home base. */
    COMPANY_HOME_BASE: sentencePart('Detroit, MI').optional(),
    /** A PNG or JPEG logo (https) for the e-mail header; mail programs do not show SVG. Unset: the company name alone. */
    COMPANY_LOGO_URL: z.url({ protocol: /^https$/, error: 'must be an https:// URL of a PNG or JPEG image' }).optional(),
    OPERATIONS_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    RECRUITING_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    SMTP_URL: smtpUrl.optional(),
    MAIL_FROM: z.string().trim().min(3).optional(),
    REDIS_URL: redisUrl.optional(),
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, { error: 'must be 1 to 64 letters, digits, _ : . or -' })
      .default('freight:'),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be an S3 bucket name, e.g. freight-uploads' })
      .optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ENDPOINT: httpUrl.optional(),
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    S3_FORCE_PATH_STYLE: flag.default(false),
    TRUST_PROXY: trustProxy.default(false),
    // Slow clients (see README, Configuration): how long a request may take to arrive.
    HTTP_HEADERS_TIMEOUT_MS: wholeNumber(1000, 600_000).default(20_000),
    HTTP_BODY_TIMEOUT_MS: wholeNumber(1000, 600_000).default(20_000),
    HTTP_BODY_MIN_BYTES_PER_SECOND: wholeNumber(1, 10_000_000).default(500),
    HTTP_REQUEST_TIMEOUT_MS: wholeNumber(1000, 24 * 3_600_000).default(900_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1000, 600_000).default(72_000),
    HTTP_MAX_CONNECTIONS_PER_ADDRESS: wholeNumber(0, 1_000_000).default(100),
    ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(ADMIN_PASSWORD_MIN_LENGTH, { error: `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters` })
      .max(ADMIN_PASSWORD_MAX_LENGTH, { error: `must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters` })
      .optional(),
    ADMIN_SESSION_IDLE_MINUTES: wholeNumber(5, 24 * 60).default(120),
    ADMIN_SESSION_MAX_HOURS: wholeNumber(1, 24 * 30).default(12),
    ADMIN_REQUIRE_MFA: flag.default(false),
    // How often an open event stream asks again whether its session still holds (decision 056).
    SESSION_STREAM_CHECK_SECONDS: wholeNumber(1, 60).default(5),
    STRIPE_SECRET_KEY: secret(/^(sk|rk)_(test|live)_\w+$/, 'sk_live_... or sk_test_...').optional(),
    STRIPE_PUBLISHABLE_KEY: secret(/^pk_(test|live)_\w+$/, 'pk_live_... or pk_test_...').optional(),
    STRIPE_WEBHOOK_SECRET: secret(/^whsec_\w+$/, 'whsec_...').optional(),
    PAYPAL_CLIENT_ID: z.string().trim().min(10, { error: 'must be the REST app client ID from PayPal' }).optional(),
    PAYPAL_CLIENT_SECRET: z.string().trim().min(10, { error: 'must be the REST app secret from PayPal' }).optional(),
    PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live'], { error: 'must be sandbox or live' }).default('sandbox'),
    PAYMENT_MAX_AMOUNT: moneyAmountSchema.default('25000.00'),
    /** How many days a quote holds from the day it is set (the customer accepts it on their page until then). */
    QUOTE_VALIDITY_DAYS: wholeNumber(1, 365).default(DEFAULT_QUOTE_VALIDITY_DAYS),
    /** A load's tracking links stop working this many days after its proof of delivery (issue 40). */
    TRACKING_LINK_DAYS_AFTER_DELIVERY: wholeNumber(0, 365).default(DEFAULT_TRACKING_LINK_DAYS_AFTER_DELIVERY),
    ANALYTICS_RETENTION_MONTHS: wholeNumber(1, 120).default(13),
    /** Unset: test mode without provider keys outside production, never in production. */
    PAYMENTS_TEST_MODE: flag.optional(),
    ZELLE_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    ZELLE_NAME: z.string().trim().min(1).max(100).optional(),
    BANK_TRANSFER_INSTRUCTIONS: z.string().trim().min(1).max(1000).optional(),
    /** Unset: diesel prices are typed by staff only (no weekly fetch, no "Fetch from the EIA"). */
    EIA_API_KEY: z.string().trim().min(1).max(200).optional(),
    EIA_API_BASE_URL: httpUrl.default('https://api.eia.gov'),
    /** The company's day for billing: the day an invoice is sent and due, reminders and statement months. */
    BILLING_TIME_ZONE: z
      .string()
      .trim()
      .refine(isTimeZone, { error: 'must be an IANA time zone such as America/Chicago' })
      .default('America/Chicago'),
    /** The company's GS1 company prefix for BOL numbers (6 to 12 digits); unset: its USDOT number (decision 079). */
    BOL_GS1_COMPANY_PREFIX: z
      .string()
      .trim()
      .regex(/^\d{6,12}$/, { error: 'must be the 6 to 12 digits of a GS1 company prefix' })
      .optional(),
    /** The Standard Carrier Alpha Code printed on bills of lading and rate confirmations; unset: none printed. */
    CARRIER_SCAC: z
      .string()
      .trim()
      .regex(/^[A-Z]{2,4}$/, { error: 'must be a SCAC: 2 to 4 capital letters' })
      .optional(),
    // Text messages through Twilio (issue 40; decision 084): none set, no texts.
    TWILIO_ACCOUNT_SID: secret(/^AC[0-9a-fA-F]{32}$/, 'AC followed by 32 hexadecimal digits').optional(),
    TWILIO_AUTH_TOKEN: secret(/^[0-9a-fA-F]{32}$/, "the 32 hexadecimal digits of the account's auth token").optional(),
    TWILIO_FROM_NUMBER: z
      .string()
      .trim()
      .regex(/^\+[1-9]\d{6,14}$/, { error: 'must be a phone number in E.164, e.g. +13125550123' })
      .optional(),
    TWILIO_MESSAGING_SERVICE_SID: secret(/^MG[0-9a-fA-F]{32}$/, 'MG followed by 32 hexadecimal digits').optional(),
    /** Twilio's API; a local stand-in in tests and demos. */
    TWILIO_API_BASE_URL: httpUrl.default('https://api.twilio.com'),
    /** Texts a second our sender may hand Twilio, across every instance: a long code's limit is 1. */
    SMS_MAX_PER_SECOND: wholeNumber(1, 1000).default(1),
    SMS_TEXTS_PER_NUMBER_PER_DAY: wholeNumber(1, 1000).default(DEFAULT_TEXTS_PER_NUMBER_PER_DAY),
    CHAT_LLM_BASE_URL: httpUrl.optional(),
    CHAT_LLM_API_KEY: z.string().trim().min(1).optional(),
    CHAT_LLM_MODEL: z.string().trim().min(1).max(200).optional(),
    CHAT_LLM_TIMEOUT_MS: wholeNumber(100, 120_000).default(8000),
    ANALYTICS_MEASUREMENT_ID: z
      .string()
      .trim()
      .regex(/^G-[A-Z0-9]{4,20}$/, { error: 'must be a Google Analytics 4 measurement ID such as G-ABC123DEF4' })
      .optional(),
    // Who may read /metrics (src/server/plugins/metrics.ts): neither set, nobody (it is a 404).
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{32,512}$/, { error: 'must be 32 to 512 characters without spaces, e.g. from openssl rand -hex 32' })
      .optional(),
    METRICS_ALLOWED_ADDRESSES: z
      .string()
      .transform(addressEntries)
      .superRefine((entries, context) => {
        for (const problem of entries.map(addressEntryProblem))
          if (problem) context.addIssue({ code: 'custom', message: `must be IP addresses or CIDR ranges, comma-separated: ${problem}` });
      })
      .default([]),
    // Load shedding (src/server/plugins/under-pressure.ts); 0 turns a check off.
    LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS: wholeNumber(0, 60_000).default(1000),
    LOAD_SHEDDING_MAX_HEAP_USED_MB: wholeNumber(0, 1_000_000).optional(),
    // Traces (src/server/tracing): unset, no OpenTelemetry code is even loaded.
    OTEL_EXPORTER_OTLP_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL of an OTLP/HTTP collector, e.g. http://127.0.0.1:4318' })
      .optional(),
    /**
     * The key that encrypts fields kept secret at rest (a driver's Social Security number): 32
     * random bytes in base64, e.g. from `openssl rand -base64 32`. Unset: such fields are not recorded.
     */
    FIELD_ENCRYPTION_KEY: z
      .string()
      .trim()
      .refine(isFieldEncryptionKey, { error: 'must be 32 random bytes in base64, e.g. from openssl rand -base64 32' })
      .optional(),
    OTEL_SERVICE_NAME: z
      .string()
      .trim()
      .regex(/^[\w.\-/]{1,100}$/, { error: 'must be 1 to 100 letters, digits, _ . - or /, e.g. freight-site' })
      .default('freight-site'),
  })
  // One without the other is a half-done setup, not a choice: say so rather than start without an admin.
  .refine((vars) => (vars.ADMIN_EMAIL === undefined) === (vars.ADMIN_PASSWORD === undefined), {
    path: ['ADMIN_PASSWORD'],
    error: 'and ADMIN_EMAIL must be set together (both create the first admin) or not at all',
  })
  .superRefine((vars, context) => {
    // Keys without a bucket, or half a key pair, are a half-done setup: say so.
    if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
      const missing = vars.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'must be set too: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the default AWS credentials)',
      });
    }
    if (!vars.S3_BUCKET && (vars.S3_ENDPOINT || vars.S3_ACCESS_KEY_ID)) {
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'must be set to store uploads in S3-compatible storage (the other S3_* variables are set)',
      });
    }
  })
  // Node refuses a headers timeout longer than the whole request's; a body timeout past it would never fire.
  .superRefine((vars, context) => {
    for (const name of ['HTTP_HEADERS_TIMEOUT_MS', 'HTTP_BODY_TIMEOUT_MS'] as const) {
      if (vars[name] > vars.HTTP_REQUEST_TIMEOUT_MS) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `must not be longer than HTTP_REQUEST_TIMEOUT_MS (${vars.HTTP_REQUEST_TIMEOUT_MS})`,
        });
      }
    }
  })
  .superRefine((vars, context) => {
    for (const problem of paymentSetupProblems(vars))
      context.addIssue({ code: 'custom', path: [problem.variable], message: problem.message });
  })
  .superRefine((vars, context) => {
    for (const problem of textSetupProblems(vars)) context.addIssue({ code: 'custom', path: [problem.variable], message: problem.message });
  })
  // Some but not all of them is a half-done setup, not a choice: say so rather than quietly run
  // without the model.
  .superRefine((vars, context) => {
    const missing = CHAT_LLM_VARIABLES.filter((name) => vars[name] === undefined);
    if (missing.length === 0 || missing.length === CHAT_LLM_VARIABLES.length) return;
    for (const name of missing) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `must be set too: ${CHAT_LLM_VARIABLES.join(', ')} turn on the chat language model together, or leave all three unset`,
      });
    }
  });

// Live payments half set up would take money with no way to confirm it (a missing webhook
// secret) or fail at the customer's last step: refuse to start instead.
function paymentSetupProblems(vars: {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  PAYPAL_CLIENT_ID?: string | undefined;
  PAYPAL_CLIENT_SECRET?: string | undefined;
  PAYMENTS_TEST_MODE?: boolean | undefined;
}): { variable: string; message: string }[] {
  const problems: { variable: string; message: string }[] = [];
  const stripe = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
  const stripeMissing = stripe.filter((name) => !vars[name]);
  if (stripeMissing.length > 0 && stripeMissing.length < stripe.length) {
    for (const name of stripeMissing) {
      problems.push({
        variable: name,
        message:
          'must be set too: live card payments need STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (or none of them for test mode)',
      });
    }
  }
  const secretMode = vars.STRIPE_SECRET_KEY?.includes('_live_') ? 'live' : 'test';
  const publishableMode = vars.STRIPE_PUBLISHABLE_KEY?.includes('_live_') ? 'live' : 'test';
  if (vars.STRIPE_SECRET_KEY && vars.STRIPE_PUBLISHABLE_KEY && secretMode !== publishableMode) {
    problems.push({
      variable: 'STRIPE_PUBLISHABLE_KEY',
      message: `is a ${publishableMode} key but STRIPE_SECRET_KEY is a ${secretMode} key`,
    });
  }
  if (Boolean(vars.PAYPAL_CLIENT_ID) !== Boolean(vars.PAYPAL_CLIENT_SECRET)) {
    const missing = vars.PAYPAL_CLIENT_ID ? 'PAYPAL_CLIENT_SECRET' : 'PAYPAL_CLIENT_ID';
    problems.push({
      variable: missing,
      message: 'must be set too: PayPal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (or neither for test mode)',
    });
  }
  // Simulated payments beside real ones would let a customer mark an invoice paid for nothing.
  if (vars.PAYMENTS_TEST_MODE === true && (vars.STRIPE_SECRET_KEY || vars.PAYPAL_CLIENT_ID)) {
    problems.push({
      variable: 'PAYMENTS_TEST_MODE',
      message: 'must not be true while Stripe or PayPal keys are set: test mode simulates the providers',
    });
  }
  return problems;
}

// Texts half set up would queue texts that can never go, or send from no number: refuse to start.
function textSetupProblems(vars: {
  TWILIO_ACCOUNT_SID?: string | undefined;
  TWILIO_AUTH_TOKEN?: string | undefined;
  TWILIO_FROM_NUMBER?: string | undefined;
  TWILIO_MESSAGING_SERVICE_SID?: string | undefined;
}): { variable: string; message: string }[] {
  const sender = vars.TWILIO_FROM_NUMBER ?? vars.TWILIO_MESSAGING_SERVICE_SID;
  const anySet = Boolean(vars.TWILIO_ACCOUNT_SID || vars.TWILIO_AUTH_TOKEN || sender);
  if (!anySet) return [];
  const needed =
    'text messages need TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID (or none of them: no texts)';
  const problems: { variable: string; message: string }[] = [];
  if (!vars.TWILIO_ACCOUNT_SID) problems.push({ variable: 'TWILIO_ACCOUNT_SID', message: `must be set too: ${needed}` });
  if (!vars.TWILIO_AUTH_TOKEN) problems.push({ variable: 'TWILIO_AUTH_TOKEN', message: `must be set too: ${needed}` });
  if (!sender) problems.push({ variable: 'TWILIO_FROM_NUMBER', message: `or TWILIO_MESSAGING_SERVICE_SID must be set too: ${needed}` });
  if (vars.TWILIO_FROM_NUMBER && vars.TWILIO_MESSAGING_SERVICE_SID) {
    problems.push({
      variable: 'TWILIO_MESSAGING_SERVICE_SID',
      message: 'must not be set with TWILIO_FROM_NUMBER: texts go from one number or from one messaging service, not both',
    });
  }
  return problems;
}

type EnvVariables = z.output<typeof EnvSchema>;

/**
 * The server's settings, as loadConfig makes them from the environment: the type is what
 * configFromEnvironment returns, so the settings and their type cannot drift apart.
 */
export type Config = ReturnType<typeof configFromEnvironment>;
/** Where spans go (OTLP over HTTP) and the service they are reported as. */
export type TracingSettings = NonNullable<Config['tracing']>;
/** Past either limit every request but the probes and /metrics is answered 503 (0: that check is off). */
export type LoadSheddingLimits = Config['loadShedding'];
/** How long and how slowly a client may send a request, and how many connections one address may hold. */
export type HttpLimits = Config['http'];
export type S3Settings = NonNullable<Config['s3']>;
export type PaymentSettings = Config['payments'];
/** Twilio's account, sender and pace; undefined when texts are off. */
export type TextSettings = NonNullable<Config['texts']>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

// Strict base64 of exactly 32 bytes: a passphrase or a hex string would be a weaker key than it looks.
function isFieldEncryptionKey(value: string): boolean {
  return /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32;
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// Values that may hold credentials are never echoed into logs or terminals.
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'S3_SECRET_ACCESS_KEY',
  'ADMIN_PASSWORD',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'PAYPAL_CLIENT_SECRET',
  'CHAT_LLM_API_KEY',
  'EIA_API_KEY',
  'METRICS_TOKEN',
  'TWILIO_AUTH_TOKEN',
  'FIELD_ENCRYPTION_KEY',
]);

/** Parses the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = EnvSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const given = env[name];
        const shown = SECRET_VARIABLES.has(name) || !given ? '' : ` (got ${JSON.stringify(given)})`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  return configFromEnvironment(parsed.data);
}

function configFromEnvironment(vars: EnvVariables) {
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    /** Unset: the embedded PGlite database in `${dataDir}/pglite`. */
    databaseUrl: vars.DATABASE_URL,
    dataDir: vars.DATA_DIR,
    publicBaseUrl: vars.PUBLIC_BASE_URL ?? `http://localhost:${vars.PORT}`,
    logLevel: vars.LOG_LEVEL,
    company: companyProfile(vars),
    mail: {
      /** Unset: mails are written to `${dataDir}/mail` as .eml files. */
      smtpUrl: vars.SMTP_URL,
      /** The From header of every mail. */
      from: vars.MAIL_FROM ?? `"${vars.COMPANY_NAME.replace(/["\\]/g, '')}" <${vars.GENERAL_EMAIL}>`,
      /** Where new-request notifications go. */
      operationsEmail: vars.OPERATIONS_EMAIL ?? vars.GENERAL_EMAIL,
      /** Where new driver-application notifications go. */
      recruitingEmail: vars.RECRUITING_EMAIL ?? vars.GENERAL_EMAIL,
    },
    /** Unset: rate-limit counters live in this process's memory. */
    redisUrl: vars.REDIS_URL,
    /** Put before every Redis key, so several sites or environments can share one Redis. */
    redisKeyPrefix: vars.REDIS_KEY_PREFIX,
    /** Unset: uploads are kept on local disk under `${dataDir}/uploads`. */
    s3: s3Settings(vars),
    trustProxy: vars.TRUST_PROXY,
    http: httpLimits(vars),
    admin: {
      /** With `password`, creates the first admin at start when there is none. */
      firstAdmin:
        vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD ? { email: vars.ADMIN_EMAIL.toLowerCase(), password: vars.ADMIN_PASSWORD } : undefined,
      /** A session unused this long ends. */
      sessionIdleMinutes: vars.ADMIN_SESSION_IDLE_MINUTES,
      /** A session ends this long after sign-in, used or not. */
      sessionMaxHours: vars.ADMIN_SESSION_MAX_HOURS,
      /** Every admin must enrol an authenticator app before using the dashboard. */
      requireMfa: vars.ADMIN_REQUIRE_MFA,
    },
    /**
     * An open long-lived answer (the Dispatch board's event stream) asks this often whether the
     * session that opened it still exists and may still use it, and ends within this long of not.
     */
    sessionStreamCheckSeconds: vars.SESSION_STREAM_CHECK_SECONDS,
    payments: paymentSettings(vars),
    /** A quote holds this many days from the day it is set or revised (its last day is today + this, UTC). */
    quoteValidityDays: vars.QUOTE_VALIDITY_DAYS,
    /** A tracking link stops working this many days after the proof of delivery's time (0: at delivery). */
    trackingLinkDaysAfterDelivery: vars.TRACKING_LINK_DAYS_AFTER_DELIVERY,
    /** Raw interaction events older than this many months are deleted; the analytics rollups stay. */
    analyticsRetentionMonths: vars.ANALYTICS_RETENTION_MONTHS,
    analytics: {
      /** Unset: no analytics measurement script is loaded and the CSP names none of its hosts. */
      measurementId: vars.ANALYTICS_MEASUREMENT_ID,
    },
    billing: {
      /** Invoices are sent and fall due, reminders go and statement months end on this zone's days. */
      timeZone: vars.BILLING_TIME_ZONE,
    },
    paperwork: {
      /** BOL numbers begin with it (decision 079); unset: the USDOT number's digits. */
      gs1CompanyPrefix: vars.BOL_GS1_COMPANY_PREFIX,
      /** Printed as the carrier's SCAC on bills of lading and rate confirmations when set. */
      scac: vars.CARRIER_SCAC,
    },
    fuelSurcharge: {
      /** The EIA's open-data API for the weekly diesel price; unset (no EIA_API_KEY): prices are typed by staff. */
      eia: vars.EIA_API_KEY ? { apiKey: vars.EIA_API_KEY, baseUrl: vars.EIA_API_BASE_URL } : undefined,
    },
    /** Unset (no Twilio account): no texts are queued or sent, and the pages say texts are not available. */
    texts: textSettings(vars),
    chat: {
      /** Unset: the built-in assistant answers every chat message. */
      languageModel:
        vars.CHAT_LLM_BASE_URL && vars.CHAT_LLM_API_KEY && vars.CHAT_LLM_MODEL
          ? {
              baseUrl: vars.CHAT_LLM_BASE_URL,
              apiKey: vars.CHAT_LLM_API_KEY,
              model: vars.CHAT_LLM_MODEL,
              timeoutMs: vars.CHAT_LLM_TIMEOUT_MS,
            }
          : undefined,
    },
    /**
     * The key of the fields encrypted at rest (AES-256-GCM; platform/security/field-encryption.ts).
     * Unset: a Social Security number cannot be recorded (409), and none is ever stored in the clear.
     */
    fieldEncryptionKey: vars.FIELD_ENCRYPTION_KEY ? Buffer.from(vars.FIELD_ENCRYPTION_KEY, 'base64') : undefined,
    /** Who may read /metrics: a bearer token, or direct (unproxied) requests from these addresses. Neither: /metrics is off. */
    metrics: { token: vars.METRICS_TOKEN, allowedAddresses: vars.METRICS_ALLOWED_ADDRESSES },
    loadShedding: {
      /** The mean event-loop delay over the last sampling second. */
      maxEventLoopDelayMs: vars.LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS,
      /** Unset: 90 % of the V8 heap limit (Node's --max-old-space-size). */
      maxHeapUsedBytes: vars.LOAD_SHEDDING_MAX_HEAP_USED_MB === undefined ? undefined : vars.LOAD_SHEDDING_MAX_HEAP_USED_MB * 1024 * 1024,
    },
    /** Unset: no traces, and no OpenTelemetry module is loaded. */
    tracing: vars.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          /** The collector's base URL; the exporter posts to `${endpoint}/v1/traces`. */
          endpoint: vars.OTEL_EXPORTER_OTLP_ENDPOINT,
          serviceName: vars.OTEL_SERVICE_NAME,
        }
      : undefined,
  };
}

// The shared profile type (pages, e-mails and the chat take it), so it is named, not inferred.
function companyProfile(vars: EnvVariables): CompanyProfile {
  return {
    name: vars.COMPANY_NAME,
    supportPhone: vars.SUPPORT_PHONE,
    email: vars.GENERAL_EMAIL,
    mcNumber: vars.MC_NUMBER,
    dotNumber: vars.DOT_NUMBER,
    // Only when set: an unset one is absent from the page's JSON, not null.
    ...(vars.COMPANY_SERVICE_AREA ? { serviceArea: vars.COMPANY_SERVICE_AREA } : {}),
    ...(vars.COMPANY_HOME_BASE ? { homeBase: vars.COMPANY_HOME_BASE } : {}),
    ...(vars.COMPANY_LOGO_URL ? { logoUrl: vars.COMPANY_LOGO_URL } : {}),
  };
}

function s3Settings(vars: EnvVariables) {
  if (!vars.S3_BUCKET) return undefined;
  return {
    bucket: vars.S3_BUCKET,
    region: vars.S3_REGION,
    /** An S3-compatible service's address (MinIO, R2, ...); unset: AWS. */
    endpoint: vars.S3_ENDPOINT,
    /** Unset: the AWS SDK's default credentials (environment, instance role, ...). */
    credentials:
      vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
  };
}

function httpLimits(vars: EnvVariables) {
  return {
    /** From the connection's (or a kept-alive request's) first byte to the end of its headers. */
    headersTimeoutMs: vars.HTTP_HEADERS_TIMEOUT_MS,
    /** A body gets this long, plus one second for every `bodyMinBytesPerSecond` bytes that arrived. */
    bodyTimeoutMs: vars.HTTP_BODY_TIMEOUT_MS,
    bodyMinBytesPerSecond: vars.HTTP_BODY_MIN_BYTES_PER_SECOND,
    /** The whole request, however fast its body arrives: the ceiling for the largest upload. */
    requestTimeoutMs: vars.HTTP_REQUEST_TIMEOUT_MS,
    /** An idle kept-alive connection is closed after this. */
    keepAliveTimeoutMs: vars.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    /** Open connections from one client address (0: no cap); trusted proxies (TRUST_PROXY) are not capped. */
    maxConnectionsPerAddress: vars.HTTP_MAX_CONNECTIONS_PER_ADDRESS,
  };
}

function paymentSettings(vars: EnvVariables) {
  const stripe =
    vars.STRIPE_SECRET_KEY && vars.STRIPE_PUBLISHABLE_KEY && vars.STRIPE_WEBHOOK_SECRET
      ? { secretKey: vars.STRIPE_SECRET_KEY, publishableKey: vars.STRIPE_PUBLISHABLE_KEY, webhookSecret: vars.STRIPE_WEBHOOK_SECRET }
      : undefined;
  const paypal =
    vars.PAYPAL_CLIENT_ID && vars.PAYPAL_CLIENT_SECRET
      ? { clientId: vars.PAYPAL_CLIENT_ID, clientSecret: vars.PAYPAL_CLIENT_SECRET, environment: vars.PAYPAL_ENVIRONMENT }
      : undefined;
  return {
    /**
     * live: Stripe and/or PayPal configured. test: a local checkout stands in and no money moves
     * (without keys outside production; in production only with PAYMENTS_TEST_MODE=true).
     * manual: neither, so only bank transfer, Zelle, wire, ACH and direct deposit are offered.
     */
    mode: paymentMode(vars.NODE_ENV, Boolean(stripe || paypal), vars.PAYMENTS_TEST_MODE),
    stripe,
    paypal,
    /** The most a free-form payment may be, in dollars ("25000.00"). */
    maxAmount: vars.PAYMENT_MAX_AMOUNT,
    zelle: { email: vars.ZELLE_EMAIL ?? vars.GENERAL_EMAIL, name: vars.ZELLE_NAME ?? vars.COMPANY_NAME },
    /** Shown for bank transfer, wire and ACH; without it customers are asked to e-mail for details. */
    bankInstructions: vars.BANK_TRANSFER_INSTRUCTIONS,
  };
}

function textSettings(vars: EnvVariables) {
  const sender = vars.TWILIO_FROM_NUMBER
    ? { kind: 'number' as const, from: vars.TWILIO_FROM_NUMBER }
    : vars.TWILIO_MESSAGING_SERVICE_SID
      ? { kind: 'messaging_service' as const, messagingServiceSid: vars.TWILIO_MESSAGING_SERVICE_SID }
      : undefined;
  if (!vars.TWILIO_ACCOUNT_SID || !vars.TWILIO_AUTH_TOKEN || !sender) return undefined;
  return {
    accountSid: vars.TWILIO_ACCOUNT_SID,
    authToken: vars.TWILIO_AUTH_TOKEN,
    /** A phone number (E.164) or a messaging service (its pool of numbers) sends every text. */
    sender,
    /** Twilio's API base (https://api.twilio.com); a stand-in's in tests. */
    apiBaseUrl: vars.TWILIO_API_BASE_URL,
    /** Texts a second handed to Twilio across all instances (a long code's limit: 1). */
    maxPerSecond: vars.SMS_MAX_PER_SECOND,
    /** Texts to one number in any 24 hours; beyond: suppressed. */
    perNumberPerDay: vars.SMS_TEXTS_PER_NUMBER_PER_DAY,
  };
}

// Development and tests keep the convenience of a simulated checkout; production never falls into
// it by a missing key: there it must be asked for by name.
function paymentMode(env: EnvVariables['NODE_ENV'], providerConfigured: boolean, testModeSwitch: boolean | undefined): PaymentMode {
  if (providerConfigured) return 'live';
  const testMode = testModeSwitch ?? env !== 'production';
  return testMode ? 'test' : 'manual';
}

// `FOO=` in a .env file or a compose file means "not set", not "set to nothing".
function withoutEmptyValues(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}
