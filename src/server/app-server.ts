// The Fastify instance buildApp() starts from: how it logs, how long a client may take, how far
// a body may go and how requests are told apart. Apart from app.ts, which registers what runs
// on it, so the server's limits and timeouts read in one place.
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { JSON_BODY_MAX_BYTES } from '#shared/constants.ts';
import type { AppDeps } from './app-deps.ts';
import { frameworkErrors } from './plugins/error-handler.ts';
import { clientErrorHandler } from './plugins/client-errors.ts';
import { lazyChildLogger } from './lib/lazy-child-logger.ts';
import { trustProxyOption } from './lib/trust-proxy.ts';
import { logMethod, serializeError } from './lib/log-safe-error.ts';

// Request ids tell log lines apart: this instance's random prefix and a counter, unique across
// instances without a random UUID per request (1.6 % of a cached answer's CPU, bench/README.md).
const instanceId = randomUUID().slice(0, 8);
let requestCount = 0;
const nextRequestId = () => `${instanceId}-${(++requestCount).toString(36)}`;

/** The server on deps' config; `earlyHeaders` are the security headers of a framework error. */
export function createFastify(
  deps: AppDeps,
  earlyHeaders: (request: FastifyRequest, reply: FastifyReply) => void,
) {
  const { config } = deps;
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
  return app;
}
