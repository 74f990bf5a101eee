import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptedSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '#shared/contracts/account-security.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { RATE_LIMITS, strictRateLimit } from '#server/plugins/rate-limit.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './passwords.ts';
import type { Later } from './routes.ts';

/** The same answer whether or not the address belongs to an account (no enumeration). */
const RESET_ACCEPTED =
  'If an account exists for this address, we sent it a link to reset the password.';

export async function passwordRoutes(app: FastifyInstance, { db }: AppDeps, later: Later) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account security'];
  // Calls that check a password or a token: as many tries as logging in allows.
  const passwordTries = { rateLimit: { ...RATE_LIMITS.login } };

  api.post(
    '/api/password-reset/',
    {
      config: { rateLimit: strictRateLimit() },
      schema: {
        tags,
        summary: 'Mail a one-use link (valid 1 h) to reset the password; 202 for any address',
        body: passwordResetRequestSchema,
        response: { 202: acceptedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(db, request.body.email, later);
      return reply.status(202).send({ detail: RESET_ACCEPTED });
    },
  );

  api.post(
    '/api/password-reset/confirm/',
    {
      config: passwordTries,
      schema: {
        tags,
        summary: 'Set a new password with the token of the mailed link; every session ends',
        body: passwordResetConfirmSchema,
        response: { 204: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(db, request.body);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/api/password/change/',
    {
      config: passwordTries,
      schema: {
        tags,
        security: tokenSecurity,
        summary: "Change one's password; every other session of the user ends",
        body: passwordChangeSchema,
        response: {
          204: z.null(),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      await changePassword(db, { viewer, input: request.body, log: request.log });
      return reply.status(204).send(null);
    },
  );
}
