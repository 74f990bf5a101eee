// buildApp(): the whole HTTP application on given dependencies. It never listens, so tests
// drive it with app.inject() and main.ts decides where it runs. The server's options are in
// app-server.ts, the features it registers last in app-features.ts.
import { mkdir } from 'node:fs/promises';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { createFastify } from './app-server.ts';
import { registerFeatures } from './app-features.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { createSerializerCompiler } from './plugins/fast-serializer.ts';
import { registerEtags } from './plugins/etag.ts';
import { keepCompressedAnswers, registerResponseCache } from './plugins/response-cache-hooks.ts';
import { registerLifecycle } from './plugins/lifecycle.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerRequestMetrics } from './plugins/request-metrics.ts';
import { registerCacheCoherence } from './plugins/cache-coherence.ts';
import { registerRequestTarget } from './plugins/request-target.ts';
import { registerPgListener } from './lib/pg-listener.ts';
import { poolOf } from './lib/pool-of.ts';
import { mediaProxy, servesItself } from './media/media-proxy.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { findUserIdByLogin } from './features/accounts/repository.ts';
import { frameworkErrorHeaders, securityHeadersPlugin } from './plugins/security-headers.ts';

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const earlyHeaders = frameworkErrorHeaders(config);
  const app = createFastify(deps, earlyHeaders);
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
  await registerFeatures(app, deps);
  return app;
}
