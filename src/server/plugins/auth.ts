// Resolves `Authorization: Token <access>` (or Bearer) to the caller. A bad token on a public
// endpoint is served as anonymous (old clients send `Token false`); endpoints that need a login
// call requireUser(), which answers 401.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt } from 'drizzle-orm';
import { TOKEN_LIFETIME_SECONDS } from '#shared/constants.ts';
import type { Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema.ts';
import { authenticationRequired, permissionDenied } from '#server/lib/http-error.ts';
import { activeAccount } from '#server/policies/user-access.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { tokenSecurity } from '#server/lib/route-schema.ts';
import { isApi } from './request-target.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function readToken(header: string | undefined): string | null {
  const match = /^(?:Token|Bearer)\s+([A-Za-z0-9_-]{20,200})$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('viewer', null);
  const viewerOf = async (token: string): Promise<Viewer | null> => {
    const [row] = await opts.db
      .select({
        id: users.id,
        is_staff: users.is_staff,
        session_id: sessions.id,
        expires_at: sessions.expires_at,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .where(
        and(
          eq(sessions.token_hash, hashToken(token)),
          gt(sessions.expires_at, new Date()),
          activeAccount(),
        ),
      )
      .limit(1);
    if (!row) return null;
    const { expires_at, ...viewer } = row;
    await renewSession(opts.db, viewer.session_id, expires_at);
    return viewer;
  };
  // A callback hook: most requests are anonymous and pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (header === undefined || !isApi(request)) return done();
    const token = readToken(header);
    if (!token) return done();
    viewerOf(token).then(
      (viewer) => {
        request.viewer = viewer;
        done();
      },
      (error: unknown) => done(error as Error),
    );
  });
});

/** How stale a session's expiry may get before a request renews it: one write a minute at most. */
const RENEW_AFTER_MS = 60_000;

/** The lifetime counts from the last request (a pilot who is active stays logged in). */
async function renewSession(db: Db, sessionId: string, expiresAt: Date) {
  const full = Date.now() + TOKEN_LIFETIME_SECONDS * 1000;
  if (full - expiresAt.getTime() < RENEW_AFTER_MS) return;
  await db
    .update(sessions)
    .set({ expires_at: new Date(full) })
    .where(eq(sessions.id, sessionId));
}

export function requireUser(request: FastifyRequest): Viewer {
  if (!request.viewer) throw authenticationRequired();
  return request.viewer;
}

export function requireStaff(request: FastifyRequest): Viewer {
  const viewer = requireUser(request);
  if (!viewer.is_staff) throw permissionDenied();
  return viewer;
}

// preValidation hooks: they run before params, query and body are validated, so an anonymous
// caller gets 401 (and a user without the staff role 403) and learns nothing from validation
// errors or 404s about rows they may not touch.

/** For routes that only need a login. */
export async function loginRequired(request: FastifyRequest) {
  requireUser(request);
}

/** For staff routes. */
export async function staffOnly(request: FastifyRequest) {
  requireStaff(request);
}

/** The OpenAPI marker of a route that needs a staff login: the same token as any login. */
export const staffSecurity = tokenSecurity;
