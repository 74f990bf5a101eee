// One item of the gear passport by its id (docs/api-beyond.md, "Gear passport"): its passport
// to anyone who may see it, and its owner's change and delete. Registered by routes.ts after the
// list and the register, which answer with an item as itemView reads it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import { itemSchema, itemWriteSchema } from '#shared/contracts/items.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { releaseKeys } from '#server/media/release-keys.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { checkItemReferences, ownItem, visiblePassport } from './access.ts';
import { deleteItem, findItem, updateItem } from './repository.ts';
import { itemViews } from './service.ts';
import { refreshAirworthiness } from './airworthiness.ts';
import { queueNoticeMatching } from '#server/features/safety-notices/queue-matching.ts';
import { holdItemInWrite } from '#server/features/deal-safety/stolen-holds.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** An item as the viewer sees it after a write: read again with its passport. */
export const itemView = async (
  deps: AppDeps,
  id: string,
  viewer: Parameters<typeof itemViews>[1]['viewer'],
) => (await itemViews(deps, { rows: [(await findItem(deps.db, id))!], viewer }))[0]!;

export async function itemIdRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, photos } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/items/:id/',
    {
      schema: {
        tags: ['passport'],
        summary: "An item's passport: status and records (serial and owner for its owner only)",
        params: idParamsSchema,
        response: { 200: itemSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      // What the check read (the item with its hold and rule, its records) is what the passport
      // shows: nothing is read again (items/passport-repository.ts).
      const { item, records } = await visiblePassport(db, request.params.id, request.viewer);
      return (await itemViews(deps, { rows: [item], viewer: request.viewer, records }))[0]!;
    },
  );

  api.put(
    '/api/items/:id/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['passport'],
        summary: 'Change one of your items',
        params: idParamsSchema,
        body: itemWriteSchema,
        response: { 200: itemSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      await ownItem(db, request.params.id, viewer);
      await checkItemReferences(db, request.body);
      await db.transaction(async (tx) => {
        await updateItem(tx, request.params.id, request.body);
        await queueNoticeMatching(tx, { itemId: request.params.id });
        // A serial changed to a reported one: held in the same write, never public in between.
        await holdItemInWrite(tx, request.params.id);
      });
      await refreshAirworthiness(db, [request.params.id]);
      return itemView(deps, request.params.id, viewer);
    },
  );

  api.delete(
    '/api/items/:id/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['passport'],
        summary: 'Delete one of your items with its records and their photos',
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      await ownItem(db, request.params.id, viewer);
      const keys = await deleteItem(db, request.params.id, { keepHeld: !viewer.is_staff });
      if (keys === null)
        throw new HttpError(
          'conflict',
          'A stolen-gear report holds this item: it stays until the team releases the hold.',
        );
      await releaseKeys(db, { photos, keys, log: request.log });
      return reply.status(204).send(null);
    },
  );
}
