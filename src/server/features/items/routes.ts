// The gear passport's items (docs/api-beyond.md, "Gear passport"): "my gear", register, read,
// change and delete an item. Records, photos, transfers and the rest register from here.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import {
  itemCreateSchema,
  itemListSchema,
  itemSchema,
  itemWriteSchema,
} from '#shared/contracts/items.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { validationError } from '#server/lib/http-error.ts';
import { releaseKeys } from '#server/media/release-keys.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import { findGearState } from '#server/features/gears/write-repository.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { checkItemReferences, ownItem, visiblePassport } from './access.ts';
import { linkGearToItem } from './gear-item-repository.ts';
import { certifierAccountRoutes } from './certifier-account-routes.ts';
import { checkRuleRoutes } from './check-rule-routes.ts';
import { recordPictureRoutes } from './picture-routes.ts';
import { recordRoutes } from './record-routes.ts';
import { reminderRoutes } from './reminder-routes.ts';
import { deleteItem, findItem, insertItem, itemsOf, updateItem } from './repository.ts';
import { itemViews } from './service.ts';
import { refreshAirworthiness } from './airworthiness.ts';
import { queueNoticeMatching } from '#server/features/safety-notices/queue-matching.ts';
import { transferRoutes } from './transfer-routes.ts';
import { holdItemOnSave } from '#server/features/deal-safety/stolen-holds.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export async function itemRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, photos } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const view = async (id: string, viewer: Parameters<typeof itemViews>[1]['viewer']) =>
    (await itemViews(deps, { rows: [(await findItem(db, id))!], viewer }))[0]!;

  api.get(
    '/api/items/mine/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['passport'],
        summary: 'My gear: the items the caller owns, with their passports',
        response: { 200: itemListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      return itemViews(deps, { rows: await itemsOf(db, viewer.id), viewer });
    },
  );

  api.post(
    '/api/items/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['passport'],
        summary: 'Register a piece of gear by its serial number (409 serial_taken if registered)',
        body: itemCreateSchema,
        response: { 201: itemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      await checkItemReferences(db, request.body);
      const { gear } = request.body;
      if (gear && (await findGearState(db, gear))?.owner !== viewer.id)
        throw validationError({ gear: ['Choose one of your own listings.'] });
      const id = await db.transaction(async (tx) => {
        const created = await insertItem(tx, viewer.id, request.body);
        // Its listing is matched through it (the job matches the listings that offer it).
        await queueNoticeMatching(tx, { itemId: created });
        return created;
      });
      if (gear) await linkGearToItem(db, { gearId: gear, itemId: id });
      await refreshAirworthiness(db, [id]);
      // A serial in a published stolen report: the item and its listings are held.
      await holdItemOnSave(db, id);
      return reply.status(201).send(await view(id, viewer));
    },
  );

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
      });
      await refreshAirworthiness(db, [request.params.id]);
      await holdItemOnSave(db, request.params.id);
      return view(request.params.id, viewer);
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
      const keys = await deleteItem(db, request.params.id);
      await releaseKeys(db, { photos, keys, log: request.log });
      return reply.status(204).send(null);
    },
  );

  await recordRoutes(app, deps);
  await transferRoutes(app, deps);
  await certifierAccountRoutes(app, deps);
  await checkRuleRoutes(app, deps);
  await reminderRoutes(app, deps);
  await app.register(recordPictureRoutes, deps);
}
