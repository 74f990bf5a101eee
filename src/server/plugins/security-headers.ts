// Browser-side defences on every answer (docs/security.md): a Content-Security-Policy that runs
// only our own script files (Vite emits no inline script; React sets `style={…}` through the
// CSSOM, which CSP does not restrict, so style-src needs no 'unsafe-inline'), no framing at all,
// and HSTS only on requests that really arrived over https (behind a proxy: TRUST_PROXY, so
// X-Forwarded-Proto counts). The Swagger UI at /api/docs gets its own, looser style policy.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { AppDeps } from '#server/app-deps.ts';
import type { Config } from '#server/app-deps.ts';
import { isInProcessRead } from './in-process-read.ts';
import { targetOf } from './request-target.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

function origin(url: string): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** The app's policy; `img-src` adds the media CDN's origin when MEDIA_BASE_URL is absolute. */
export function cspDirectives(mediaBaseUrl: string) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    // blob: the photo step previews the chosen files (URL.createObjectURL) before uploading.
    'img-src': ["'self'", 'data:', 'blob:', ...origin(mediaBaseUrl)],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

const serialize = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

const helmetOptions = (mediaBaseUrl: string) => ({
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(mediaBaseUrl) },
  // Sent per request below, only over https.
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' as const },
  referrerPolicy: { policy: 'no-referrer' as const },
  crossOriginResourcePolicy: { policy: 'same-origin' as const },
});

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/**
 * The same headers for the answers Fastify sends before any hook runs (`frameworkErrors`: a path
 * that is not valid percent-encoding, like `/api/gears/%zz/`).
 */
export function frameworkErrorHeaders(config: Pick<Config, 'mediaBaseUrl'>) {
  const setHelmetHeaders = helmet(helmetOptions(config.mediaBaseUrl));
  return (request: FastifyRequest, reply: FastifyReply) => {
    setHelmetHeaders(request.raw, reply.raw, () => {});
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    reply.header('Cache-Control', 'no-store');
  };
}

/**
 * Helmet's headers for these options, worked out once: they depend on nothing in the request,
 * and @fastify/helmet rebuilt the whole policy on every request (about 6 % of a cached list
 * answer's CPU, bench/README.md).
 */
export function helmetHeaders(mediaBaseUrl: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    // Helmet only removes X-Powered-By, which Fastify never sets.
    removeHeader: () => {},
  };
  const middleware = helmet(helmetOptions(mediaBaseUrl));
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

export async function securityHeadersPlugin(app: FastifyInstance, { config }: AppDeps) {
  const directives = cspDirectives(config.mediaBaseUrl);
  // Swagger UI injects <style> elements and inline SVG data; it has no inline script.
  const docsPolicy = serialize({
    ...directives,
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
  });

  const fixed = { ...helmetHeaders(config.mediaBaseUrl), 'permissions-policy': PERMISSIONS_POLICY };

  // Callback hooks: an async one costs a promise per request on the hottest path. An answer read
  // in the process (the server renderer's) reaches no browser: a tenth of its headers' work.
  app.addHook('onRequest', (request, reply, done) => {
    if (isInProcessRead(request)) return done();
    reply.headers(fixed);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (isInProcessRead(request)) return done(null, payload);
    const { path, area } = targetOf(request);
    if (path.startsWith('/api/docs')) {
      reply.header('Content-Security-Policy', docsPolicy);
    } else if (path.startsWith('/media/')) {
      // Photos may be fetched through a CDN on another origin (MEDIA_BASE_URL).
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    } else if (
      area === 'api' &&
      (request.headers.authorization !== undefined || !reply.hasHeader('Cache-Control'))
    ) {
      // API answers carry tokens and contact details: no shared or browser cache keeps them.
      // An answer to a caller with a login is never stored, whatever its route set.
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}
