// buildApp(): the whole HTTP application on given dependencies. It never listens, so tests
// drive it with app.inject() and main.ts decides where it runs.
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { JSON_BODY_MAX_BYTES } from '#shared/constants.ts';
import type { AppDeps } from './app-deps.ts';
import { authPlugin } from './plugins/auth.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { createSerializerCompiler } from './plugins/fast-serializer.ts';
import { registerEtags } from './plugins/etag.ts';
import { keepCompressedAnswers, registerResponseCache } from './plugins/response-cache-hooks.ts';
import { registerLifecycle } from './plugins/lifecycle.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerRequestMetrics } from './plugins/request-metrics.ts';
import { registerCacheCoherence } from './plugins/cache-coherence.ts';
import { registerRequestTarget } from './plugins/request-target.ts';
import { clientErrorHandler } from './plugins/client-errors.ts';
import { lazyChildLogger } from './lib/lazy-child-logger.ts';
import { registerPgListener } from './lib/pg-listener.ts';
import { poolOf } from './lib/pool-of.ts';
import { mediaProxy, servesItself } from './media/media-proxy.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { healthRoutes } from './features/health/routes.ts';
import { gearTypeRoutes } from './features/gear-types/routes.ts';
import { gearRoutes } from './features/gears/routes.ts';
import { accountRoutes } from './features/accounts/routes.ts';
import { pictureRoutes } from './features/pictures/routes.ts';
import { certificateRoutes } from './features/certificates/routes.ts';
import { certifierRoutes } from './features/certifiers/routes.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { findUserIdByLogin } from './features/accounts/repository.ts';
import { frameworkErrorHeaders, securityHeadersPlugin } from './plugins/security-headers.ts';
import { trustProxyOption } from './lib/trust-proxy.ts';
import { logMethod, serializeError } from './lib/log-safe-error.ts';
import { accountSecurityRoutes } from './features/account-security/routes.ts';
import { wantedRoutes } from './features/wanted/routes.ts';
import { favouriteRoutes } from './features/favourites/routes.ts';
import { searchRoutes } from './features/search/routes.ts';
import { watchlistMailRoutes } from './features/watchlist-mails/routes.ts';
import { reportRoutes } from './features/reports/routes.ts';
import { conversationRoutes } from './features/conversations/routes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { seoRoutes } from './features/seo/routes.ts';
import { catalogueRoutes } from './features/catalogue/routes.ts';
import { dealSafetyRoutes } from './features/deal-safety/routes.ts';
import { safetyNoticeRoutes } from './features/safety-notices/routes.ts';
import { itemRoutes } from './features/items/routes.ts';
import { offerRoutes } from './features/offers/routes.ts';
import { priceRoutes } from './features/prices/routes.ts';
import { rateRoutes } from './features/rates/routes.ts';
import { townRoutes } from './features/towns/routes.ts';
import { webAppPlugin } from './features/ssr/web-app.ts';

/** Feature route plugins, in the order their routes should appear in the API docs. */
const features = [
  healthRoutes,
  accountRoutes,
  accountSecurityRoutes,
  gearTypeRoutes,
  searchRoutes,
  gearRoutes,
  pictureRoutes,
  certificateRoutes,
  certifierRoutes,
  contactRoutes,
  wantedRoutes,
  favouriteRoutes,
  watchlistMailRoutes,
  reportRoutes,
  conversationRoutes,
  adminRoutes,
  seoRoutes,
  catalogueRoutes,
  dealSafetyRoutes,
  itemRoutes,
  offerRoutes,
  priceRoutes,
  safetyNoticeRoutes,
  townRoutes,
  rateRoutes,
];

// Request ids tell log lines apart: this instance's random prefix and a counter, unique across
// instances without a random UUID per request (1.6 % of a cached answer's CPU, bench/README.md).
const instanceId = randomUUID().slice(0, 8);
let requestCount = 0;
const nextRequestId = () => `${instanceId}-${(++requestCount).toString(36)}`;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const earlyHeaders = frameworkErrorHeaders(config);
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // A failed statement's parameters (password hashes, e-mails) never reach a log line.
            serializers: { err: serializeError },
            hooks: { logMethod },
            ...(deps.logStream && { stream: deps.logStream }),
          },
    // plugins/request-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A request's logger is made when it first writes a line (lib/lazy-child-logger.ts).
    childLoggerFactory: lazyChildLogger,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: JSON_BODY_MAX_BYTES,
    // Slow clients (slowloris) cannot hold sockets: the whole request must arrive within 2 min
    // (a 10 MB photo on a slow line), an idle socket closes after 1 min, a kept-alive one after 10 s.
    requestTimeout: 120_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 10_000,
    // Node enforces the header and request timeouts on this beat (30 s by default).
    http: { connectionsCheckingInterval: 2_000 },
    // Draining (plugins/lifecycle.ts): a request on a kept-alive connection is still answered.
    return503OnClosing: false,
    trustProxy: trustProxyOption(config.trustProxy),
    // Requests the HTTP parser cannot read: the one error body and the security headers too.
    clientErrorHandler: clientErrorHandler(config),
    frameworkErrors: (error, request, reply) => {
      earlyHeaders(request, reply);
      return frameworkErrors(error, request, reply);
    },
    genReqId: (req) =>
      (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || nextRequestId(),
  });
  // The request line and headers must arrive within 15 s.
  app.server.headersTimeout = 15_000;
  // Only JSON and multipart bodies are read: any other type is 415, not a string for the schema.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  // Responses: compiled from the zod schemas once per route (bench/README.md, API throughput),
  // those no response has needed yet in the background once the server listens.
  const serializers = createSerializerCompiler();
  app.setSerializerCompiler(serializers.compiler);
  app.addHook('onListen', async () => void setImmediate(serializers.compileWaiting));
  registerErrorHandler(app);
  // First of the onRequest hooks: a target that is not a path goes no further.
  registerRequestTarget(app, earlyHeaders);
  registerRequestLog(app);
  if (config.metrics) registerRequestMetrics(app);
  registerLifecycle(app);

  await mkdir(config.mediaDir, { recursive: true });
  // Before compression's hooks (bench/README.md, API throughput); tests see every write at once.
  registerEtags(app);
  registerPgListener(app, poolOf(deps.db));
  registerCacheCoherence(app, deps);
  const responseCache =
    config.env === 'production' && config.responseCacheMs > 0
      ? registerResponseCache(app, config.responseCacheMs)
      : undefined;
  await app.register(fastifyCompress, { threshold: 1024 });
  if (responseCache) keepCompressedAnswers(app, responseCache);
  await registerOpenApi(app);
  await app.register(authPlugin, { db: deps.db });
  // Encapsulation is skipped inside (fastify-plugin) so the limits reach every route.
  // The login throttle asks the accounts feature which account a name means.
  await rateLimitPlugin(app, deps, {
    accountOfLogin: (login) => findUserIdByLogin(deps.db, login),
  });
  await securityHeadersPlugin(app, deps);
  // Photos in S3 without MEDIA_BASE_URL are streamed from the bucket; on disk, from the folder.
  if (servesItself(deps.photos)) await app.register(mediaProxy, { photos: deps.photos });
  else
    await app.register(fastifyStatic, {
      root: config.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      // Content-hashed names never change: cache them for a year.
      immutable: true,
      maxAge: '365d',
    });
  for (const feature of features) await app.register(feature, deps);
  await app.register(webAppPlugin, deps);
  return app;
}
