import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

function problemsFor(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('gives every variable its documented default', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      env: 'development',
      port: 5000,
      host: 'localhost',
      databaseUrl: undefined,
      dataDir: './data',
      publicBaseUrl: 'http://localhost:5000',
      logLevel: 'info',
      company: {
        name: 'OTP Freight & Delivery',
        supportPhone: '(555) 123-4567',
        email: 'info@otpfreight.example',
        mcNumber: '123456',
        dotNumber: '1234567',
      },
      mail: {
        smtpUrl: undefined,
        from: '"OTP Freight & Delivery" <info@otpfreight.example>',
        operationsEmail: 'info@otpfreight.example',
        recruitingEmail: 'info@otpfreight.example',
      },
      redisUrl: undefined,
      redisKeyPrefix: 'freight:',
      s3: undefined,
      trustProxy: false,
      http: {
        headersTimeoutMs: 20_000,
        bodyTimeoutMs: 20_000,
        bodyMinBytesPerSecond: 500,
        requestTimeoutMs: 900_000,
        keepAliveTimeoutMs: 72_000,
        maxConnectionsPerAddress: 100,
      },
      admin: { firstAdmin: undefined, sessionIdleMinutes: 120, sessionMaxHours: 12, requireMfa: false },
      sessionStreamCheckSeconds: 5,
      payments: {
        mode: 'test',
        stripe: undefined,
        paypal: undefined,
        maxAmount: '25000.00',
        zelle: { email: 'info@otpfreight.example', name: 'OTP Freight & Delivery' },
        bankInstructions: undefined,
      },
      quoteValidityDays: 14,
      trackingLinkDaysAfterDelivery: 7,
      analyticsRetentionMonths: 13,
      analytics: { measurementId: undefined },
      billing: { timeZone: 'America/Chicago' },
      paperwork: { gs1CompanyPrefix: undefined, scac: undefined },
      fuelSurcharge: { eia: undefined },
      texts: undefined,
      chat: { languageModel: undefined },
      metrics: { token: undefined, allowedAddresses: [] },
      loadShedding: { maxEventLoopDelayMs: 1000, maxHeapUsedBytes: undefined },
    });
  });

  it('reads every variable it is given', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/freight',
      DATA_DIR: '/var/lib/freight',
      PUBLIC_BASE_URL: 'https://freight.example/',
      LOG_LEVEL: 'warn',
      COMPANY_NAME: 'Lakeshore Haulers',
      SUPPORT_PHONE: '+1 313 555 0142',
      GENERAL_EMAIL: 'hello@lakeshore.example',
      MC_NUMBER: '987654',
      DOT_NUMBER: '7654321',
      COMPANY_SERVICE_AREA: ' Michigan, Ohio and Indiana ',
      COMPANY_HOME_BASE: 'Detroit, MI',
      OPERATIONS_EMAIL: 'ops@lakeshore.example',
      RECRUITING_EMAIL: 'jobs@lakeshore.example',
      SMTP_URL: 'smtps://mailer:pw@smtp.lakeshore.example:465',
      MAIL_FROM: 'Lakeshore <no-reply@lakeshore.example>',
      REDIS_URL: 'redis://cache.internal:6379',
      TRUST_PROXY: '1',
      ADMIN_EMAIL: 'Owner@Lakeshore.example',
      ADMIN_PASSWORD: 'correct horse battery',
      ADMIN_SESSION_IDLE_MINUTES: '30',
      ADMIN_SESSION_MAX_HOURS: '8',
      ADMIN_REQUIRE_MFA: 'true',
      SESSION_STREAM_CHECK_SECONDS: '2',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://app:secret@db.internal:5432/freight');
    expect(config.publicBaseUrl).toBe('https://freight.example');
    expect(config.company).toEqual({
      name: 'Lakeshore Haulers',
      supportPhone: '(313) 555-0142',
      email: 'hello@lakeshore.example',
      mcNumber: '987654',
      dotNumber: '7654321',
      serviceArea: 'Michigan, Ohio and Indiana',
      homeBase: 'Detroit, MI',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://mailer:pw@smtp.lakeshore.example:465',
      from: 'Lakeshore <no-reply@lakeshore.example>',
      operationsEmail: 'ops@lakeshore.example',
      recruitingEmail: 'jobs@lakeshore.example',
    });
    expect(config.redisUrl).toBe('redis://cache.internal:6379');
    expect(config.trustProxy).toBe(1);
    expect(config.admin).toEqual({
      firstAdmin: { email: 'owner@lakeshore.example', password: 'correct horse battery' },
      sessionIdleMinutes: 30,
      sessionMaxHours: 8,
      requireMfa: true,
    });
    expect(config.sessionStreamCheckSeconds).toBe(2);
  });

  it('reads the slow-client limits, and refuses a headers or body timeout past the whole request', () => {
    const config = loadConfig({
      HTTP_HEADERS_TIMEOUT_MS: '5000',
      HTTP_BODY_TIMEOUT_MS: '10000',
      HTTP_BODY_MIN_BYTES_PER_SECOND: '1000',
      HTTP_REQUEST_TIMEOUT_MS: '60000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '5000',
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0',
    });
    expect(config.http).toEqual({
      headersTimeoutMs: 5000,
      bodyTimeoutMs: 10_000,
      bodyMinBytesPerSecond: 1000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 5000,
      maxConnectionsPerAddress: 0,
    });
    expect(problemsFor({ HTTP_REQUEST_TIMEOUT_MS: '10000' })).toEqual([
      'HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS (10000)',
      'HTTP_BODY_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS (10000)',
    ]);
    expect(problemsFor({ HTTP_BODY_MIN_BYTES_PER_SECOND: '0' })).toEqual([
      'HTTP_BODY_MIN_BYTES_PER_SECOND must be a whole number from 1 to 10000000 (got "0")',
    ]);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('turns on the chat language model when its three variables are set', () => {
    const chat = loadConfig({
      CHAT_LLM_BASE_URL: 'https://llm.example/v1/',
      CHAT_LLM_API_KEY: 'sk-abc',
      CHAT_LLM_MODEL: 'gpt-4o-mini',
    }).chat;
    expect(chat).toEqual({
      languageModel: { baseUrl: 'https://llm.example/v1', apiKey: 'sk-abc', model: 'gpt-4o-mini', timeoutMs: 8000 },
    });
    const slower = loadConfig({
      CHAT_LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      CHAT_LLM_API_KEY: 'x',
      CHAT_LLM_MODEL: 'm',
      CHAT_LLM_TIMEOUT_MS: '20000',
    });
    expect(slower.chat.languageModel?.timeoutMs).toBe(20000);
  });

  it('turns on the EIA fetch with EIA_API_KEY, at api.eia.gov unless EIA_API_BASE_URL says otherwise', () => {
    expect(loadConfig({ EIA_API_KEY: 'eia-key-1' }).fuelSurcharge).toEqual({
      eia: { apiKey: 'eia-key-1', baseUrl: 'https://api.eia.gov' },
    });
    expect(loadConfig({ EIA_API_KEY: 'eia-key-1', EIA_API_BASE_URL: 'http://127.0.0.1:9000/' }).fuelSurcharge.eia?.baseUrl).toBe(
      'http://127.0.0.1:9000',
    );
    // A base URL without a key turns nothing on.
    expect(loadConfig({ EIA_API_BASE_URL: 'http://127.0.0.1:9000' }).fuelSurcharge.eia).toBeUndefined();
  });

  it('takes the BOL prefix and the SCAC, and refuses ones that are not', () => {
    expect(loadConfig({ BOL_GS1_COMPANY_PREFIX: '0614141', CARRIER_SCAC: 'OTPF' }).paperwork).toEqual({
      gs1CompanyPrefix: '0614141',
      scac: 'OTPF',
    });
    expect(() => loadConfig({ BOL_GS1_COMPANY_PREFIX: '12' })).toThrow(/BOL_GS1_COMPANY_PREFIX/);
    expect(() => loadConfig({ CARRIER_SCAC: 'otpf' })).toThrow(/CARRIER_SCAC/);
  });

  it('takes the days a tracking link works after delivery, and refuses a negative or fractional count', () => {
    expect(loadConfig({ TRACKING_LINK_DAYS_AFTER_DELIVERY: '30' }).trackingLinkDaysAfterDelivery).toBe(30);
    expect(loadConfig({ TRACKING_LINK_DAYS_AFTER_DELIVERY: '0' }).trackingLinkDaysAfterDelivery).toBe(0);
    expect(problemsFor({ TRACKING_LINK_DAYS_AFTER_DELIVERY: '-1' })[0]).toMatch(/^TRACKING_LINK_DAYS_AFTER_DELIVERY /);
    expect(problemsFor({ TRACKING_LINK_DAYS_AFTER_DELIVERY: '2.5' })[0]).toMatch(/^TRACKING_LINK_DAYS_AFTER_DELIVERY /);
    expect(problemsFor({ TRACKING_LINK_DAYS_AFTER_DELIVERY: '366' })[0]).toMatch(/^TRACKING_LINK_DAYS_AFTER_DELIVERY /);
  });

  it('takes the billing time zone by its IANA name and refuses one that is not', () => {
    expect(loadConfig({ BILLING_TIME_ZONE: 'America/Los_Angeles' }).billing.timeZone).toBe('America/Los_Angeles');
    expect(() => loadConfig({ BILLING_TIME_ZONE: 'Central' })).toThrow(/BILLING_TIME_ZONE/);
    expect(problemsFor({ EIA_API_BASE_URL: 'api.eia.gov' })[0]).toMatch(/^EIA_API_BASE_URL must be an http/);
    const tooLong = problemsFor({ EIA_API_KEY: `secret-${'k'.repeat(300)}` });
    expect(tooLong[0]).toMatch(/^EIA_API_KEY /);
    expect(tooLong[0]).not.toContain('secret-');
  });

  it('refuses a half-configured chat language model, naming what is missing, never echoing the key', () => {
    const problems = problemsFor({ CHAT_LLM_BASE_URL: 'https://llm.example/v1', CHAT_LLM_API_KEY: 'sk-secret-999' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^CHAT_LLM_MODEL must be set too: CHAT_LLM_BASE_URL, CHAT_LLM_API_KEY, CHAT_LLM_MODEL turn on/);

    const keyOnly = problemsFor({ CHAT_LLM_API_KEY: 'sk-secret-999' });
    expect(keyOnly.map((problem) => problem.split(' ')[0])).toEqual(['CHAT_LLM_BASE_URL', 'CHAT_LLM_MODEL']);
    for (const problem of [...problems, ...keyOnly]) expect(problem).not.toContain('sk-secret-999');
  });

  it('defaults the public URL to the configured port', () => {
    expect(loadConfig({ PORT: '7000' }).publicBaseUrl).toBe('http://localhost:7000');
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 5000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a port number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a port number from 0 to 65535 (got "70000")'],
    [{ PUBLIC_BASE_URL: 'ftp://x.example' }, 'PUBLIC_BASE_URL must be an http:// or https:// URL'],
    [{ SUPPORT_PHONE: '12345' }, 'SUPPORT_PHONE must be a US phone number with 10 digits'],
    [{ GENERAL_EMAIL: 'not-an-email' }, 'GENERAL_EMAIL must be an e-mail address (got "not-an-email")'],
    [{ MC_NUMBER: 'MC-12' }, 'MC_NUMBER must be 1 to 8 digits'],
    [{ COMPANY_SERVICE_AREA: 'see [our map](/x)' }, 'COMPANY_SERVICE_AREA must not hold square brackets or line breaks'],
    [{ COMPANY_HOME_BASE: 'Detroit,\nMI' }, 'COMPANY_HOME_BASE must not hold square brackets or line breaks'],
    [{ COMPANY_HOME_BASE: 'x'.repeat(101) }, 'COMPANY_HOME_BASE must be 2 to 100 characters'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test'],
    [{ ADMIN_EMAIL: 'boss@x.example' }, 'ADMIN_PASSWORD and ADMIN_EMAIL must be set together'],
    [{ ADMIN_SESSION_IDLE_MINUTES: '0' }, 'ADMIN_SESSION_IDLE_MINUTES must be a whole number from 5 to 1440'],
    [{ CHAT_LLM_TIMEOUT_MS: '50' }, 'CHAT_LLM_TIMEOUT_MS must be a whole number from 100 to 120000'],
    [
      { CHAT_LLM_BASE_URL: 'llm.example', CHAT_LLM_API_KEY: 'k', CHAT_LLM_MODEL: 'm' },
      'CHAT_LLM_BASE_URL must be an http:// or https:// URL',
    ],
  ])('refuses %j with one line naming the variable', (env, expected) => {
    const problems = problemsFor(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
    expect(problems[0]).not.toContain('\n');
  });

  it('runs payments live when Stripe or PayPal is fully configured', () => {
    const live = loadConfig({
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      PAYPAL_CLIENT_ID: 'paypal-client-id-1',
      PAYPAL_CLIENT_SECRET: 'paypal-client-secret-1',
      PAYPAL_ENVIRONMENT: 'live',
      PAYMENT_MAX_AMOUNT: '9,999.5',
      ZELLE_EMAIL: 'pay@freight.example',
      BANK_TRANSFER_INSTRUCTIONS: 'First Bank, routing 123456789',
    }).payments;
    expect(live).toMatchObject({
      mode: 'live',
      stripe: { secretKey: 'sk_live_abc123', publishableKey: 'pk_live_abc123', webhookSecret: 'whsec_abc123' },
      paypal: { environment: 'live' },
      maxAmount: '9999.50',
      zelle: { email: 'pay@freight.example' },
      bankInstructions: 'First Bank, routing 123456789',
    });
    expect(loadConfig({ PAYPAL_CLIENT_ID: 'paypal-client-id-1', PAYPAL_CLIENT_SECRET: 'paypal-client-secret-1' }).payments).toMatchObject({
      mode: 'live',
      stripe: undefined,
    });
  });

  it('refuses live payments half configured, naming what is missing', () => {
    const problems = problemsFor({ STRIPE_SECRET_KEY: 'sk_live_abc123' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^STRIPE_PUBLISHABLE_KEY must be set too: live card payments need/);
    expect(problems[1]).toMatch(/^STRIPE_WEBHOOK_SECRET must be set too/);
    expect(problemsFor({ PAYPAL_CLIENT_ID: 'paypal-client-id-1' })).toEqual([
      expect.stringMatching(/^PAYPAL_CLIENT_SECRET must be set too: PayPal needs/),
    ]);
    expect(
      problemsFor({ STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }),
    ).toEqual([expect.stringMatching(/^STRIPE_PUBLISHABLE_KEY is a test key but STRIPE_SECRET_KEY is a live key/)]);
  });

  it.each(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'])('never echoes %s', (name) => {
    const [problem] = problemsFor({ [name]: 'hunter2-secret' });
    expect(problem).not.toContain('hunter2');
  });

  it('refuses a short first-admin password without echoing it', () => {
    const [problem] = problemsFor({ ADMIN_EMAIL: 'boss@x.example', ADMIN_PASSWORD: 'hunter2' });
    expect(problem).toBe('ADMIN_PASSWORD must be at least 12 characters');
  });

  it.each(['DATABASE_URL', 'SMTP_URL', 'REDIS_URL'])('never echoes %s, which may hold a password', (name) => {
    const [problem] = problemsFor({ [name]: 'mysql://root:hunter2@db/x' });
    expect(problem).toMatch(new RegExp(`^${name} must be an? [a-z]+://`));
    expect(problem).not.toContain('hunter2');
  });

  it('reports every bad variable, one line each', () => {
    expect(problemsFor({ PORT: 'x', MC_NUMBER: 'y' })).toHaveLength(2);
  });

  it('reads the S3 settings, and refuses half of them', () => {
    const config = loadConfig({
      S3_BUCKET: 'freight-uploads',
      S3_ENDPOINT: 'http://minio.internal:9000/',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      bucket: 'freight-uploads',
      region: 'us-east-1',
      endpoint: 'http://minio.internal:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(() => loadConfig({ S3_BUCKET: 'freight-uploads', S3_ACCESS_KEY_ID: 'key' })).toThrow('S3_SECRET_ACCESS_KEY must be set too');
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio.internal:9000' })).toThrow('S3_BUCKET must be set');
    expect(() => loadConfig({ S3_BUCKET: 'Not A Bucket' })).toThrow('S3_BUCKET must be an S3 bucket name');
  });
});

describe('text message settings', () => {
  const SID = 'AC' + 'a1'.repeat(16);
  const TOKEN = 'f0'.repeat(16);
  const SERVICE = 'MG' + 'b2'.repeat(16);

  it('are off with none set', () => {
    expect(loadConfig({}).texts).toBeUndefined();
  });

  it('read an account with a from number, with the pace and the per-number limit', () => {
    const config = loadConfig({
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM_NUMBER: '+13125550123',
      TWILIO_API_BASE_URL: 'http://127.0.0.1:4010/',
      SMS_MAX_PER_SECOND: '10',
      SMS_TEXTS_PER_NUMBER_PER_DAY: '5',
    });
    expect(config.texts).toEqual({
      accountSid: SID,
      authToken: TOKEN,
      sender: { kind: 'number', from: '+13125550123' },
      apiBaseUrl: 'http://127.0.0.1:4010',
      maxPerSecond: 10,
      perNumberPerDay: 5,
    });
  });

  it("default to Twilio's API, one text a second and 20 texts a number a day, from a messaging service", () => {
    const config = loadConfig({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_MESSAGING_SERVICE_SID: SERVICE });
    expect(config.texts).toMatchObject({
      sender: { kind: 'messaging_service', messagingServiceSid: SERVICE },
      apiBaseUrl: 'https://api.twilio.com',
      maxPerSecond: 1,
      perNumberPerDay: 20,
    });
  });

  it('refuse half a setup, naming what is missing', () => {
    expect(problemsFor({ TWILIO_ACCOUNT_SID: SID })).toEqual([
      expect.stringMatching(/^TWILIO_AUTH_TOKEN must be set too: text messages need/),
      expect.stringMatching(/^TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID must be set too/),
    ]);
    expect(problemsFor({ TWILIO_FROM_NUMBER: '+13125550123' })).toHaveLength(2);
    expect(
      problemsFor({
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM_NUMBER: '+13125550123',
        TWILIO_MESSAGING_SERVICE_SID: SERVICE,
      }),
    ).toEqual([expect.stringMatching(/^TWILIO_MESSAGING_SERVICE_SID must not be set with TWILIO_FROM_NUMBER/)]);
  });

  it('refuse a malformed number or SID, and never echo the auth token', () => {
    expect(problemsFor({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM_NUMBER: '312-555-0123' })).toEqual([
      expect.stringMatching(/^TWILIO_FROM_NUMBER must be a phone number in E.164/),
    ]);
    const [problem] = problemsFor({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'hunter2-token', TWILIO_FROM_NUMBER: '+13125550123' });
    expect(problem).toMatch(/^TWILIO_AUTH_TOKEN must look like/);
    expect(problem).not.toContain('hunter2');
  });
});

describe('metrics and load-shedding settings', () => {
  it('reads the metrics token, the allowed addresses and the load-shedding limits', () => {
    const config = loadConfig({
      METRICS_TOKEN: 'a'.repeat(64),
      METRICS_ALLOWED_ADDRESSES: '10.0.0.0/8, 192.0.2.7 fd00::/8',
      LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS: '0',
      LOAD_SHEDDING_MAX_HEAP_USED_MB: '1536',
    });
    expect(config.metrics).toEqual({ token: 'a'.repeat(64), allowedAddresses: ['10.0.0.0/8', '192.0.2.7', 'fd00::/8'] });
    expect(config.loadShedding).toEqual({ maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1536 * 1024 * 1024 });
  });

  it('refuses a short metrics token without echoing it', () => {
    const problems = problemsFor({ METRICS_TOKEN: 'short-secret' });
    expect(problems).toEqual([expect.stringMatching(/^METRICS_TOKEN must be 32 to 512 characters/)]);
    expect(problems.join('\n')).not.toContain('short-secret');
  });

  it('reads the field encryption key as its 32 bytes, and refuses anything else without echoing it', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ FIELD_ENCRYPTION_KEY: key }).fieldEncryptionKey).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig({}).fieldEncryptionKey).toBeUndefined();
    for (const bad of [Buffer.alloc(16, 7).toString('base64'), 'a passphrase of forty-four characters, quite!', key.slice(0, -1)]) {
      const problems = problemsFor({ FIELD_ENCRYPTION_KEY: bad });
      expect(problems).toEqual([expect.stringMatching(/^FIELD_ENCRYPTION_KEY must be 32 random bytes in base64/)]);
      expect(problems.join('\n')).not.toContain(bad);
    }
  });

  it('refuses an allowed address that is not an address or a CIDR range, naming it', () => {
    expect(problemsFor({ METRICS_ALLOWED_ADDRESSES: '10.0.0.0/8, prometheus.internal' })).toEqual([
      expect.stringContaining(
        'METRICS_ALLOWED_ADDRESSES must be IP addresses or CIDR ranges, comma-separated: "prometheus.internal" is not an IP address',
      ),
    ]);
    expect(problemsFor({ METRICS_ALLOWED_ADDRESSES: '10.0.0.0/33' })).toEqual([
      expect.stringContaining('"10.0.0.0/33" has a prefix length outside 0 to 32'),
    ]);
  });
});
