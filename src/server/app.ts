// buildApp(deps): the whole HTTP application, used by main.ts, dev.ts and the tests (app.inject).
// Order matters: external plugins first, then our cross-cutting plugins, then the routes.
// Dependencies reach routes one way (docs/decisions/025-house-rules.md): each feature's routes
// plugin gets one typed deps object, built here, as its options; nothing is decorated onto Fastify.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { servedOverHttps } from '../shared/cookie-attributes.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { loggerOptions } from './infra/log-serializers.js';
import apiCaching from './plugins/api-caching.js';
import apiDocs from './plugins/api-docs.js';
import { httpServerOptions, limitConnections } from './plugins/connection-limits.js';
import errorHandler, { answerFrameworkError } from './plugins/error-handler.js';
import inputTextGuard from './plugins/input-text-guard.js';
import { metricsEnabled } from './plugins/metrics-access.js';
import rateLimits from './plugins/rate-limit.js';
import securityHeaders from './plugins/security-headers.js';
import { registerLoadShedding } from './plugins/under-pressure.js';
import { registerFeatures } from './feature-routes.js';
import type { FileStorage } from './infra/storage/file-storage.js';
import { localDiskStorage } from './infra/storage/local-disk-storage.js';
import { s3Storage } from './infra/storage/s3-storage.js';
import { siteWideCsp } from './site/measurement-script.js';
import { registerPages } from './site/pages.js';
import type { SiteAssets } from './site/site-assets.js';
import type { Tracing } from './tracing/tracing-handle.js';
import { type PaymentProviders, paymentPageHeaders } from './features/payments/index.js';
import type { DocumentPaperwork } from './features/documents/index.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** The browser app; without it (API tests) every non-API path is a JSON 404. */
  site?: SiteAssets;
  /** Overrides the JSON logger built from config (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Where uploads go; default: local disk under DATA_DIR/uploads. */
  storage?: FileStorage;
  /** The e-mail worker, woken once queued mail is committed; absent (tests): queued mail waits. */
  outbox?: { wake(): void };
  /**
   * The mail-request worker (sign-in links, password resets), woken once a request is committed;
   * absent (tests): requests wait until a test composes them (tests/support/mail-requests.ts).
   */
  mailRequests?: { wake(): void };
  /** Payment providers; default: from the configuration (Stripe and PayPal, or test mode). */
  paymentProviders?: PaymentProviders;
  /** The bill of lading's and rate confirmation's papers as documents reads them; default: those features' own (tests pass their own). */
  paperwork?: DocumentPaperwork;
  /** OpenTelemetry, when OTEL_EXPORTER_OTLP_ENDPOINT is set (main.ts starts it before the database driver loads). */
  tracing?: Tracing | undefined;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(deps.config, deps.tracing?.logFields),
    genReqId: requestIdFrom,
    // One line per request, written when it ends (logRequests below), instead of Fastify's two.
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    ...httpServerOptions(deps.config.http),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First of all: @fastify/otel wraps only the routes and hooks added after it.
  if (deps.tracing) await app.register(deps.tracing.plugin);
  // Callback hooks, here and below: they run for every request, and an async hook costs a promise
  // and a trip through the microtask queue each time (docs/decisions/050-throughput-against-the-same-sql.md).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  closeConnectionsWhenClosing(app);
  limitConnections(app, { limits: deps.config.http, trustProxy: deps.config.trustProxy });
  logRequests(app);

  const siteWide = siteWideCsp(deps.config.analytics.measurementId);
  await app.register(securityHeaders, {
    https: servedOverHttps(deps.config.publicBaseUrl),
    devMode: deps.site?.mode === 'dev',
    siteWide,
  });
  await app.register(apiCaching);
  await app.register(cookie);
  await app.register(rateLimits, { redisUrl: deps.config.redisUrl, keyPrefix: deps.config.redisKeyPrefix });
  await app.register(apiDocs, { title: deps.config.company.name });
  await app.register(errorHandler);
  // Before the routes, so each of them is timed and shed. Off without METRICS_TOKEN or METRICS_ALLOWED_ADDRESSES.
  // Imported only when on: the Prometheus client and fastify-metrics are not loaded by a server without metrics.
  if (metricsEnabled(deps.config.metrics)) {
    await app.register(import('./plugins/metrics.js'), { settings: deps.config.metrics, database: deps.database });
  }
  const loadShedding = await registerLoadShedding(app, deps.config.loadShedding);
  await app.register(inputTextGuard);

  await registerFeatures(app, {
    ...deps,
    storage: deps.storage ?? storageFromConfig(deps.config),
    isUnderPressure: loadShedding.isUnderPressure,
  });
  await registerPages(
    app,
    deps.site,
    deps.config,
    paymentPageHeaders(deps.config.payments, {
      https: servedOverHttps(deps.config.publicBaseUrl),
      cspEnabled: deps.site?.mode !== 'dev',
      siteWide,
    }),
  );
  return app;
}

// Uploads go to S3-compatible storage when S3_BUCKET is set (shared by every instance), else to
// local disk. The e-mail worker reads the same storage (a proof of delivery's images).
export function storageFromConfig(config: Config): FileStorage {
  return config.s3 ? s3Storage(config.s3) : localDiskStorage(join(config.dataDir, 'uploads'));
}

// Fastify's close() waits for in-flight requests, but a kept-alive socket that was busy when
// closing began stays open after its response, and close() would wait for it forever. Once
// closing starts, every response tells the client to hang up.
function closeConnectionsWhenClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

// A caller's (or load balancer's) request id is kept when it is short and plain, so one id
// follows a request across services; anything else gets a fresh one (no log injection).
function requestIdFrom(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
}

// A hop count N trusts the N nearest proxies (Fastify's types accept it only as a function).
function trustProxyOption(setting: Config['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** 'request completed' with the method, path, status and time: everything the two lines held. */
function logRequests(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
