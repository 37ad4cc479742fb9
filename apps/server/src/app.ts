import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { isUtf8 } from 'node:buffer';
import { randomBytes as nodeRandomBytes, randomInt as nodeRandomInt } from 'node:crypto';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { CompiledContent } from '@clearpath/content';
import { withStorableText, type DecisionTree } from '@clearpath/core';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ZodType } from 'zod';
import type { AdminConfig, AppConfig } from './config';
import type { ErrorReporter } from './error-reporting';
import { createRequestCaches } from './db/cache';
import { claimSoleUse, type DatabaseHandle } from './db/client';
import type { Readiness } from './db/readiness';
import { createEmbeddedUpkeep } from './db/upkeep';
import {
  AppError,
  clientErrorHandler,
  connectRefuser,
  expectationRefuser,
  frameworkErrorHandler,
  loggedError,
  RETRY_AFTER_SECONDS,
  registerErrorHandling,
  sendMethodNotAllowed,
  sendNotFound,
} from './errors';
import { fastifyTrustProxy } from './limits/source';
import { createRateLimiter } from './limits/store';
import { createCaptchaService, type CaptchaOptions } from './modules/auth/captcha';
import { deriveSecret } from './modules/auth/crypto';
import { recaptchaVerifier } from './modules/auth/recaptcha';
import { authRoutes } from './modules/auth/routes';
import {
  createAuthService,
  type CachedSession,
  type RecaptchaVerifier,
} from './modules/auth/service';
import { adminApi } from './modules/admin/plugin';
import { logoRoutes } from './modules/admin/logo';
import { contentRoutes } from './modules/content/routes';
import { createContentService } from './modules/content/service';
import { healthRoutes } from './modules/health/routes';
import { forcedFailureRoutes, publicConfigRoutes } from './modules/telemetry/routes';
import { activityRoutes } from './modules/activity/routes';
import { createActivityService } from './modules/activity/service';
import { processingRoutes } from './modules/processing/routes';
import { createProcessingService } from './modules/processing/service';
import { createCommitRecorder, EMBEDDED_COUNTER_RESERVE } from './modules/progress/commit';
import { restoreStateOfRow } from './modules/progress/restore';
import { useTenantCache, type TenantRow } from './modules/tenants/repository';
import { APP_VERSION } from './version';
import { API_DOCS_PATH, createRouteMethods, isApiPath } from './api-path';
import {
  createStorageGuard,
  databaseBytesOf,
  freeBytesOf,
  storesAnswers,
} from './plugins/storage-guard';
import { markOptionalBodies } from './plugins/openapi';
import {
  apiSecurityHeaders,
  pageSecurityOptions,
  registerSecurityHeaders,
  securityHeaders,
} from './plugins/security-headers';
import { hasWebBuild, registerWebApp, sendApp } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once this process listens for the database's cache announcements (db/cache.ts). */
    cacheListening: Promise<void>;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Where log lines go; defaults to stdout. Tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** The secret access codes are hashed with (see `resolveCodePepper`). */
  pepper: string;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  randomBytes?: (size: number) => Uint8Array;
  randomInt?: (maxExclusive: number) => number;
  /** The proof-of-work check (`altcha-lib`'s); tests pass one that counts its calls. */
  verifyCaptchaSolution?: CaptchaOptions['verify'];
  verifyRecaptcha?: RecaptchaVerifier;
  /** The decision tree sent to the client at login. */
  decisionTree?: () => DecisionTree;
  /** The compiled content/ (`loadContent`): pages, tree, feedback bands, tenants. */
  content: CompiledContent;
  /** The administration area's settings; by default the configuration's (`config.admin`). */
  admin?: AdminConfig;
  /** Where unexpected errors are reported (`createErrorReporter`); nowhere by default. */
  errorReporter?: ErrorReporter;
  /**
   * The database's preparation at start (`prepareDatabase`): until it is ready every API call
   * but /api/health answers 503. Without it the database is taken as ready (tests).
   */
  readiness?: Pick<Readiness, 'state'>;
  /** How long a request's headers and body may take to arrive (`REQUEST_TIMEOUT_MS`). */
  requestTimeoutMs?: number;
  /** On PGlite, commits stored between two vacuums of the saved states (`createEmbeddedUpkeep`). */
  commitsBetweenVacuums?: number;
}

const BODY_LIMIT_BYTES = 256 * 1024;
/**
 * A request's headers and body must arrive in full within this time, or it gets 408 and the
 * connection closes: a client sending a byte now and then would otherwise hold a connection
 * for ever (slowloris). 256 KiB, the largest body, arrives in a few seconds on slow mobile data.
 * Only the arrival is timed: a handler may take longer.
 */
const REQUEST_TIMEOUT_MS = 30_000;
const COMPRESSED_BODY = 'Send the request body as it is, not compressed (no Content-Encoding).';
const NOT_UTF8 = 'Send the request body as JSON in UTF-8: some of its bytes are not UTF-8 text.';
const FORBIDDEN_KEY =
  'The request body uses a key that is not allowed ("__proto__", or "prototype" under "constructor").';

function loggerOptions(
  config: AppConfig,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    // Bearer tokens, cookies and the body of /auth requests never reach a log line.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      // An error's message may carry request data (a database error holds the query's
      // parameters, a secret among them): its name, code and stack frames only.
      // (Fastify's type asks for pino's fields; the message stays empty.)
      err: (error: FastifyError) => ({
        type: error.name,
        message: '',
        stack: '',
        ...loggedError(error),
      }),
      // Path only: no query string, no client address (students are anonymous).
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
      }),
    },
  };
}

/**
 * The first of the headers a request may carry only once that it carries twice: Host, which
 * picks the tenant, and Authorization, which names the student or staff member. Node keeps the
 * first of each and drops the rest, so a proxy and this server could read different ones
 * (RFC 9112 §3.2). `rawHeaders` alternates names and values.
 */
function repeatedSingleHeader(rawHeaders: readonly string[]): 'Host' | 'Authorization' | null {
  let host = 0;
  let authorization = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i];
    if (name?.length === 4 && name.toLowerCase() === 'host') host += 1;
    else if (name?.length === 13 && name.toLowerCase() === 'authorization') authorization += 1;
  }
  if (host > 1) return 'Host';
  return authorization > 1 ? 'Authorization' : null;
}

/** A JSON body's declared charset other than UTF-8 (RFC 8259 §8.1: JSON is UTF-8), or null. */
function foreignCharset(contentType: string | undefined): string | null {
  if (contentType === undefined || !contentType.includes('charset')) return null;
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType)?.[1]?.toLowerCase();
  return charset === undefined || charset === 'utf-8' || charset === 'utf8' ? null : charset;
}

/** Whether a body that failed to parse is valid JSON (so it failed on a forbidden key). */
function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, logStream } = options;
  const now = options.now ?? (() => new Date());
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  // The security headers, worked out once at start: helmet's for pages, the API's for its
  // answers, also those Node's parser refuses before Fastify sees them.
  const pageHeaders = securityHeaders(pageSecurityOptions(config));
  const apiHeaders = apiSecurityHeaders(pageHeaders);
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify's default, 0, turns off Node's own limit (5 minutes). The parser's 408 goes out
    // with the JSON error body (clientErrorHandler).
    requestTimeout,
    // While closing, requests get the one error body with a 503 (the hook below), not Fastify's.
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler(apiHeaders),
    clientErrorHandler: clientErrorHandler(apiHeaders),
    http: {
      // Node would refuse a request without Host with an empty 400; the hook below answers it.
      requireHostHeader: false,
      // Node's headers limit (60 s) must not outlast the whole request's, and its check of both
      // runs every 30 s by default: a slow request could then live for twice the limit.
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: Math.max(10, Math.round(requestTimeout / 10)),
    },
    // A connection that never sends a request gets the same 408, and one idle between requests
    // closes after Fastify's keep-alive 72 s. No idle-socket timeout (`connectionTimeout`) on
    // top: it would also cut off an answer that takes long, such as a staff export.

    // A line as each request arrives and one as it is answered only at `debug` and `trace`:
    // at `info` a busy server writes its own events and errors, not two lines per request.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  // Node answers an Expect header other than 100-continue with a bare 417 of its own unless the
  // server listens for it; the request never reaches Fastify.
  app.server.on('checkExpectation', expectationRefuser(apiHeaders));
  // Helmet's headers on pages, the API's own on its answers (plugins/security-headers.ts): the
  // first hook, so that a request the next one refuses carries them too.
  registerSecurityHeaders(app, { page: pageHeaders, api: apiHeaders });
  // An empty body sent as JSON is no body, as one sent without a type is: a logout that sends
  // nothing ends the session, and a call that needs a body says which is missing (Fastify's own
  // parser refuses it as "not JSON" first). The bytes must be UTF-8: read leniently, a byte that
  // is not would become U+FFFD and be stored in place of what the student typed.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
    const body = typeof raw === 'string' ? Buffer.from(raw) : raw;
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    const charset = foreignCharset(request.headers['content-type']);
    if (charset !== null || !isUtf8(body)) {
      done(new AppError('bad_request', NOT_UTF8));
      return;
    }
    const text = body.toString('utf8');
    parseJson(request, text, (error, value) => {
      // Valid JSON refused all the same: a `__proto__` or `constructor.prototype` key.
      if (error && isJsonText(text)) done(new AppError('bad_request', FORBIDDEN_KEY));
      else done(error, value);
    });
  });
  // JSON sent as plain text is refused with the API's own 415 message, not read as a string.
  app.removeContentTypeParser('text/plain');

  const webBuild = hasWebBuild(config.webDistDir);
  const pageIds = new Set(options.content.pages.map((page) => page.id));
  const isPage = (id: string) => pageIds.has(id);
  // The API's routes and their methods, so that a known path asked with another method is
  // answered 405 with the methods it takes (RFC 9110 §15.5.6), not 404.
  const apiRoutes = createRouteMethods();
  app.addHook('onRoute', (route) => {
    if (isApiPath(route.url)) apiRoutes.add(route.url, route.method);
  });
  app.server.on(
    'connect',
    connectRefuser(apiHeaders, (path) =>
      isApiPath(path) ? apiRoutes.methodsOf(path) : ['GET', 'HEAD'],
    ),
  );
  // An address of the app's kind gets the app's not-found page (plugins/web.ts); an API path,
  // a file or a path with an empty segment gets the JSON 404.
  const answerNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = isApiPath(path) ? apiRoutes.methodsOf(path) : [];
    // A method the path takes that found nothing (a file missing under a wildcard) is a 404.
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return sendMethodNotAllowed(request, reply, allowed);
    }
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(path) &&
      !/\.[a-z0-9]+$/i.test(path) &&
      !path.includes('//');
    return webBuild && wantsPage
      ? sendApp(request.url, reply, isPage)
      : sendNotFound(request, reply);
  };

  const storage = createStorageGuard({
    ...config.storageGuard,
    freeBytes: () => freeBytesOf(config.dataDir),
    databaseBytes: () => databaseBytesOf(database.db),
    now: () => performance.now(),
  });
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: on the hot path it waits for nothing (below).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers.host === undefined && request.raw.httpVersion === '1.1') {
      done(new AppError('bad_request', 'The request has no Host header.'));
      return;
    }
    const repeated = repeatedSingleHeader(request.raw.rawHeaders);
    if (repeated !== null) {
      done(new AppError('bad_request', `The request has more than one ${repeated} header.`));
      return;
    }
    // Request bodies are read as sent: a compressed one is refused, not inflated (no
    // decompression for every request to prepare for, and none to run on a crafted body).
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.toLowerCase() !== 'identity') {
      done(new AppError('bad_request', COMPRESSED_BODY));
      return;
    }
    if (closing) {
      done(
        new AppError(
          'unavailable',
          'Clearpath is restarting. Please try again in a few seconds.',
          undefined,
          { 'Retry-After': RETRY_AFTER_SECONDS },
        ),
      );
      return;
    }
    // API answers are personal (a token, a code, answers) unless a route says otherwise, as
    // public content does: no cache may keep them.
    if (isApiPath(request.url)) {
      void reply.header('Cache-Control', 'no-store');
    }
    // A path no route matches is a 404 whatever its body: answered here, before the body is
    // read (Fastify parses it for the not-found handler too, and one it cannot parse was a 400).
    if (request.is404) {
      void answerNotFound(request, reply);
      return;
    }
    // The global disk guard: a nearly full disk stops new answers (507), not the server. Its
    // last look is trusted for a few seconds; only a request after that waits for a new one.
    if (storesAnswers(request.method, request.url) && !storage.hasRoomNow()) {
      storage.assertRoom().then(() => done(), done);
      return;
    }
    done();
  });

  // Every request schema also refuses text the database cannot store: U+0000 and lone
  // surrogates are a 400 naming the field, never a database error (core's storable-text rule).
  // Not the headers': HTTP cannot carry either in a header (Node refuses control characters
  // there and reads a header's bytes as Latin-1), and the one header the API stores,
  // Idempotency-Key, has a narrow character set of its own. Walking every header of every
  // commit, twice, was work for nothing.
  app.setValidatorCompiler<ZodType>((route) =>
    validatorCompiler({
      ...route,
      schema:
        route.schema instanceof ZodType && route.httpPart !== 'headers'
          ? withStorableText(route.schema)
          : route.schema,
    }),
  );
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, options.errorReporter);

  // The OpenAPI document of every call, generated from core's schemas. The UI's page loads
  // only same-origin scripts and styles, so it runs under the pages' CSP unchanged.
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Clearpath API',
        version: APP_VERSION,
        description:
          'Every call takes the X-Tenant header; all but registration, login and the captcha ' +
          'need `Authorization: Bearer <token>`. Errors have the body `{ error: { code, message, fields? } }`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document
        ? markOptionalBodies(document.openapiObject)
        : document.swaggerObject,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { validatorUrl: null },
  });

  // Every rate limit (login, registration, commits, staff login) counts in this one store,
  // shared by every process on the database (docs/decisions/0008-one-rate-limit-design.md).
  const limiter = createRateLimiter({
    db: database.db,
    now,
    secret: deriveSecret(options.pepper, 'rate-limits'),
  });

  const captcha = createCaptchaService({
    secret: deriveSecret(options.pepper, 'altcha'),
    maxNumber: config.captcha.maxNumber,
    ttlSeconds: config.captcha.ttlSeconds,
    randomInt: options.randomInt ?? ((max) => nodeRandomInt(max)),
    ...(options.verifyCaptchaSolution ? { verify: options.verifyCaptchaSolution } : {}),
  });
  // Tenants and live sessions are cached briefly in each process; the database announces every
  // change to them, so each process drops its copy (docs/architecture.md §3).
  const caches = createRequestCaches<TenantRow, CachedSession>(database);
  useTenantCache(database.db, caches.tenants);
  app.addHook('onClose', () => caches.changes.close());
  // Requests are served before the listening connection is up (a late one empties the caches,
  // so nothing stale is kept); tests that count statements or watch the caches wait for it.
  app.decorate('cacheListening', caches.changes.ready);
  const auth = createAuthService({
    db: database.db,
    now,
    randomBytes: options.randomBytes ?? ((size) => nodeRandomBytes(size)),
    pepper: options.pepper,
    captcha,
    verifyRecaptcha: options.verifyRecaptcha ?? recaptchaVerifier(),
    sessionTtlHours: config.sessionTtlHours,
    decisionTree: options.decisionTree ?? (() => options.content.tree),
    restoreState: restoreStateOfRow,
    sessionCache: caches.sessions,
  });
  // PGlite has no autovacuum: the server vacuums it (db/upkeep.ts). PostgreSQL vacuums itself.
  const upkeep =
    database.kind === 'pglite'
      ? createEmbeddedUpkeep({
          db: database.db,
          ...(options.commitsBetweenVacuums === undefined
            ? {}
            : { commitsBetweenVacuums: options.commitsBetweenVacuums }),
          onError: (error) => {
            app.log.warn({ err: { name: (error as Error).name } }, 'vacuum failed');
          },
        })
      : null;
  // A vacuum still running finishes before the database closes.
  app.addHook('onClose', async () => upkeep?.idle());
  let sweeps = 0;
  const sweeper = setInterval(() => {
    limiter.sweep().catch((error: unknown) => {
      app.log.warn({ err: { name: (error as Error).name } }, 'rate limit sweep failed');
    });
    // Hourly, ended sessions go: every reload or new tab of a student opens one.
    sweeps += 1;
    if (sweeps % 60 !== 0) return;
    auth
      .sweepEndedSessions()
      .catch((error: unknown) => {
        app.log.warn({ err: { name: (error as Error).name } }, 'session sweep failed');
      })
      // The space of the sessions swept, and of everything else changed this hour, reused.
      .then(() => upkeep?.vacuumAll());
  }, 60_000);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  const soleUse = database.kind === 'pglite' ? claimSoleUse(database) : null;
  app.addHook('onClose', async () => soleUse?.release());
  // Group commit (progress/commit.ts): on PostgreSQL four batches may be in flight at once
  // (each waits on its round trips and its COMMIT's flush); PGlite runs one at a time.
  const recorder = createCommitRecorder({
    db: database.db,
    now,
    limits: config.studentLimits,
    maxInFlight: database.kind === 'postgres' ? 4 : 1,
    rowLocks: database.kind === 'postgres',
    ...(upkeep ? { onStored: upkeep.wrote } : {}),
    // PGlite is this process's alone (its folder is locked, db/data-dir-lock.ts): what the
    // process knows of its students' rows and sessions stands for the database's check, while
    // this is the one server on the database in the process and announcements reach it (a
    // count that is not a number matches no session's), and the counters are written ahead
    // (progress/commit.ts, docs/decisions/0010).
    ...(soleUse
      ? {
          soleOwner: {
            changes: () =>
              soleUse.holds() && caches.changes.listening ? caches.sessions.changes : Number.NaN,
          },
          counterReserve: EMBEDDED_COUNTER_RESERVE,
        }
      : {}),
  });
  // Before the database closes, the counters written ahead are written back.
  app.addHook('onClose', async () => {
    await recorder.settle();
  });
  const activity = createActivityService({ recorder, isModulePage: isPage });
  const processing = createProcessingService({
    db: database.db,
    recorder,
    feedback: options.content.feedback,
  });

  await app.register(
    async (api) => {
      // API answers are compressed (brotli or gzip) above 1 KiB; the web app's files are
      // compressed at build (plugins/web.ts).
      await api.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });
      const { readiness } = options;
      if (readiness) {
        // Until the database has been reached and migrated, calls wait outside (503).
        api.addHook('onRequest', (request, _reply, done) => {
          if (readiness.state() === 'ready' || request.url.startsWith('/api/health')) {
            done();
            return;
          }
          done(
            new AppError(
              'unavailable',
              'Clearpath is starting. Please try again in a few seconds.',
              undefined,
              { 'Retry-After': RETRY_AFTER_SECONDS },
            ),
          );
        });
      }
      await api.register(healthRoutes({ database, readiness }));
      await api.register(publicConfigRoutes(config));
      if (config.env === 'test') await api.register(forcedFailureRoutes());
      const content = createContentService(options.content);
      await api.register(contentRoutes({ db: database.db, content }));
      await api.register(logoRoutes({ db: database.db }));
      await api.register(
        authRoutes({
          db: database.db,
          auth,
          captcha,
          now,
          limiter,
          registrationMode: config.registrationMode,
          loginFailuresPerMinute: config.loginFailuresPerMinute,
          loginFailuresGlobalPerMinute: config.loginFailuresGlobalPerMinute,
          registrationsPerHour: config.registrationsPerHour,
        }),
      );
      await api.register(activityRoutes({ db: database.db, auth, activity }));
      await api.register(processingRoutes({ db: database.db, auth, processing }));
      await api.register(
        adminApi({
          db: database.db,
          now,
          pepper: options.pepper,
          limiter,
          yamlTenants: options.content.tenants,
          pages: options.content.pages,
          randomBytes: options.randomBytes,
          config: options.admin ?? config.admin,
        }),
      );
    },
    { prefix: '/api' },
  );

  if (webBuild) {
    await registerWebApp(app, config.webDistDir, {
      serveSourceMaps: config.env !== 'production',
      isPage,
    });
  }
  app.setNotFoundHandler(answerNotFound);

  return app;
}
