// The passport reminder switch: on by default, per user.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app-deps.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { remindersEnabled, setRemindersEnabled } from './reminders-repository.ts';

const switchSchema = z.object({ enabled: z.boolean() });

export async function reminderRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['passport'], response: { 200: switchSchema, ...errorResponses(401) } };

  api.get(
    '/api/items/reminders/',
    {
      preValidation: loginRequired,
      schema: {
        ...schema,
        summary: 'Whether the caller gets a mail before a check or repack falls due',
      },
    },
    async (request) => ({ enabled: await remindersEnabled(db, requireUser(request).id) }),
  );

  api.put(
    '/api/items/reminders/',
    {
      preValidation: loginRequired,
      schema: {
        ...schema,
        summary: 'Switch passport reminders on or off',
        body: switchSchema,
        response: { ...schema.response, ...errorResponses(400) },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      await setRemindersEnabled(db, userId, request.body.enabled);
      return { enabled: await remindersEnabled(db, userId) };
    },
  );
}
