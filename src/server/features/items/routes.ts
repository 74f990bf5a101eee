// The gear passport's items (docs/api-beyond.md, "Gear passport"): "my gear" and register an
// item; one item's read, change and delete are in item-id-routes.ts. Records, photos, transfers
// and the rest register from here.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { itemCreateSchema, itemListSchema, itemSchema } from '#shared/contracts/items.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { checkItemReferences } from './access.ts';
import { checkNewItemListing } from './listing-link.ts';
import { linkGearToItem, lockGearAndItem } from './gear-item-repository.ts';
import { certifierAccountRoutes } from './certifier-account-routes.ts';
import { checkRuleRoutes } from './check-rule-routes.ts';
import { itemIdRoutes, itemView } from './item-id-routes.ts';
import { recordPictureRoutes } from './picture-routes.ts';
import { recordRoutes } from './record-routes.ts';
import { reminderRoutes } from './reminder-routes.ts';
import { insertItem, itemsOf } from './repository.ts';
import { itemViews } from './service.ts';
import { refreshAirworthiness } from './airworthiness.ts';
import { queueNoticeMatching } from '#server/features/safety-notices/queue-matching.ts';
import { transferRoutes } from './transfer-routes.ts';
import { holdItemInWrite } from '#server/features/deal-safety/stolen-holds.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export async function itemRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

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
      // One write: the listing checked, the item made and shown, and held if its serial is
      // reported, or nothing (a listing checked outside it could be held before it links).
      const id = await db.transaction(async (tx) => {
        if (gear) {
          await lockGearAndItem(tx, gear);
          await checkNewItemListing(tx, { gearId: gear, ownerId: viewer.id });
        }
        const created = await insertItem(tx, viewer.id, request.body);
        if (gear) await linkGearToItem(tx, { gearId: gear, itemId: created });
        // Its listing is matched through it (the job matches the listings that offer it).
        await queueNoticeMatching(tx, { itemId: created });
        // A serial in a published stolen report: the item and its listings are held.
        await holdItemInWrite(tx, created);
        return created;
      });
      await refreshAirworthiness(db, [id]);
      return reply.status(201).send(await itemView(deps, id, viewer));
    },
  );
  await itemIdRoutes(app, deps);
  await recordRoutes(app, deps);
  await transferRoutes(app, deps);
  await certifierAccountRoutes(app, deps);
  await checkRuleRoutes(app, deps);
  await reminderRoutes(app, deps);
  await app.register(recordPictureRoutes, deps);
}
