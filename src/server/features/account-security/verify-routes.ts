import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptedSchema, verifyEmailSchema } from '#shared/contracts/account-security.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { authenticationRequired } from '#server/lib/http-error.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { strictRateLimit } from '#server/plugins/rate-limit.ts';
import { findUserById } from '#server/features/accounts/repository.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { queueVerificationMail } from './mail.ts';
import { markEmailVerified } from './repository.ts';
import { consumeToken } from './tokens.ts';

export async function verifyRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account security'];

  api.post(
    '/api/verify-email/',
    {
      schema: {
        tags,
        summary: "Confirm an account's e-mail address with the token of the mailed link",
        body: verifyEmailSchema,
        response: { 204: z.null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const userId = await consumeToken(tx, request.body.token, 'verify_email');
        await markEmailVerified(tx, userId);
      });
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/api/verify-email/resend/',
    {
      // Each call mails a real inbox: 5 an hour per IP, like register and password reset.
      config: { rateLimit: strictRateLimit() },
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Mail a new verification link to the caller (nothing is sent once verified)',
        response: { 202: acceptedSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const user = await findUserById(db, viewer.id);
      if (!user) throw authenticationRequired();
      if (!user.email_verified) await queueVerificationMail(db, user.id);
      return reply
        .status(202)
        .send({ detail: 'If your address is not verified yet, we sent you a new link.' });
    },
  );
}
