// The passport's supporting calls: which certifier the caller speaks for, staff linking a user to
// a certifier, and reporting a serial number someone else registered (it goes to the team like a
// contact message).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema } from '#shared/contracts/common.ts';
import { serialReportSchema } from '#shared/contracts/items.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { notFound, validationError } from '#server/lib/http-error.ts';
import { loginRequired, requireStaff, requireUser, staffOnly } from '#server/plugins/auth.ts';
import { strictRateLimit } from '#server/plugins/rate-limit.ts';
import { findUserById } from '#server/features/accounts/repository.ts';
import { certifierExists } from '#server/features/certifiers/repository.ts';
import { receiveContactMessage } from '#server/features/contact/service.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { certifierOfUser, linkCertifier } from './certifier-accounts-repository.ts';

const accountSchema = z.object({
  certifier: z.object({ id: idSchema, name: z.string() }).nullable(),
});

export async function certifierAccountRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/certifier-accounts/me/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['passport'],
        summary: 'The certifier the caller speaks for (null for most users)',
        response: { 200: accountSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ certifier: await certifierOfUser(db, requireUser(request).id) }),
  );

  api.get(
    '/api/admin/users/:id/certifier/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'The certifier a user speaks for (staff)',
        params: idParamsSchema,
        response: { 200: accountSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      if (!(await findUserById(db, request.params.id))) throw notFound('No user with this id.');
      return { certifier: await certifierOfUser(db, request.params.id) };
    },
  );

  api.put(
    '/api/admin/users/:id/certifier/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Link a user to a certifier (or unlink with null): their records can be signed',
        params: idParamsSchema,
        body: z.object({ certifier: idSchema.nullable() }),
        response: {
          200: accountSchema,
          ...errorResponses(400, 403, 404),
        },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { id } = request.params;
      const { certifier } = request.body;
      if (!(await findUserById(db, id))) throw notFound('No user with this id.');
      if (certifier && !(await certifierExists(db, certifier)))
        throw validationError({ certifier: ['No certifier with this id.'] });
      const before = await certifierOfUser(db, id);
      await db.transaction(async (tx) => {
        await linkCertifier(tx, id, certifier);
        await recordAudit(tx, {
          actorId: staff.id,
          action: 'user.certifier',
          targetType: 'user',
          targetId: id,
          before: { certifier: before?.id ?? null },
          after: { certifier },
        });
      });
      return { certifier: await certifierOfUser(db, id) };
    },
  );

  api.post(
    '/api/items/serial-reports/',
    {
      preValidation: loginRequired,
      // Each report mails the team, as the contact form does: the same limit.
      config: { rateLimit: strictRateLimit() },
      schema: {
        tags: ['passport'],
        summary: 'Tell the team a serial number you own is registered by someone else',
        body: serialReportSchema,
        response: { 201: z.object({ id: idSchema }), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const user = (await findUserById(db, viewer.id))!;
      const { brand, model, serial, text } = request.body;
      const message = `Serial number already registered: ${brand} ${model}, serial ${serial}.\n\n${text}`;
      const fullName = `${user.first_name} ${user.last_name}`.trim() || user.username;
      const saved = await receiveContactMessage(
        db,
        { fullName, email: user.email, message: message.trim() },
        viewer.id,
      );
      return reply.status(201).send(saved);
    },
  );
}
