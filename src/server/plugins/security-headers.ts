// Browser-side defences on every answer (docs/security.md): a Content-Security-Policy that runs
// only our own script files (Vite emits no inline script; React sets `style={…}` through the
// CSSOM, which CSP does not restrict, so style-src needs no 'unsafe-inline'), no framing at all,
// and HSTS only on requests that really arrived over https (behind a proxy: TRUST_PROXY, so
// X-Forwarded-Proto counts). The Swagger UI at /api/docs gets its own, looser style policy.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';

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
    'img-src': ["'self'", 'data:', ...origin(mediaBaseUrl)],
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

export async function securityHeadersPlugin(app: FastifyInstance, { config }: AppDeps) {
  const directives = cspDirectives(config.mediaBaseUrl);
  // Swagger UI injects <style> elements and inline SVG data; it has no inline script.
  const docsPolicy = serialize({
    ...directives,
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
  });

  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives },
    // Sent per request below, only over https.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url;
    if (path.startsWith('/api/docs')) {
      reply.header('Content-Security-Policy', docsPolicy);
    } else if (path.startsWith('/media/')) {
      // Photos may be fetched through a CDN on another origin (MEDIA_BASE_URL).
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    } else if (path.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
      // API answers carry tokens and contact details: no shared or browser cache keeps them.
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
