import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TOKEN_LIFETIME_SECONDS } from '#shared/constants.ts';
import { loginSchema, tokenResponseSchema } from '#shared/contracts/users.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { loginRateLimit } from '#server/plugins/rate-limit.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { deleteSession, findUserIdByLogin } from './repository.ts';
import { toPrivateUser } from './mapping.ts';
import { logIn } from './service.ts';

export async function tokenRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/token/',
    {
      config: { rateLimit: loginRateLimit((login) => findUserIdByLogin(db, login)) },
      schema: {
        tags: ['accounts'],
        summary: 'Log in with a username (or e-mail) and password',
        body: loginSchema,
        response: {
          200: tokenResponseSchema,
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => {
      const { token, user } = await logIn(db, request.body);
      return {
        access: token,
        token_type: 'Token' as const,
        expires_in: TOKEN_LIFETIME_SECONDS,
        user: toPrivateUser(user),
      };
    },
  );

  api.delete(
    '/api/token/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log out: the token stops working at once',
        security: tokenSecurity,
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      await deleteSession(db, viewer.session_id);
      return reply.status(204).send(null);
    },
  );
}
