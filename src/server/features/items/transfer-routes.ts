// Passing a passport on with the gear: the owner offers the item to a user (the buyer); the
// receiver accepts (it becomes theirs, history included) or declines. Nothing of the seller
// but the records travels: an item carries no contact details.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import { itemSchema, transferSchema, transferWriteSchema } from '#shared/contracts/items.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { HttpError, notFound, permissionDenied, validationError } from '#server/lib/http-error.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { checkTransferGear, ownItem } from './access.ts';
import { findItem } from './repository.ts';
import { itemViews } from './service.ts';
import {
  decideTransfer,
  findTransfer,
  offerItem,
  openTransfersTo,
  userExists,
} from './transfer-repository.ts';
import { reportRateLimit } from '#server/plugins/rate-limit-rules.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export async function transferRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/items/:id/transfer/',
    {
      preValidation: loginRequired,
      config: { rateLimit: reportRateLimit() },
      schema: {
        tags: ['passport'],
        summary: 'Offer one of your items to another user (done once they accept)',
        params: idParamsSchema,
        body: transferWriteSchema,
        response: { 201: transferSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const item = await ownItem(db, request.params.id, viewer);
      const { to_user } = request.body;
      if (to_user === item.owner_id || !(await userExists(db, to_user)))
        throw validationError({ to_user: ['Choose another user to pass this item on to.'] });
      await checkTransferGear(db, { gearId: request.body.gear, ownerId: item.owner_id });
      const id = await offerItem(db, {
        itemId: item.id,
        from: item.owner_id,
        to: to_user,
        gearId: request.body.gear ?? null,
      });
      const { to_user: _to, ...transfer } = (await findTransfer(db, id))!;
      return reply.status(201).send({ ...transfer, created_at: transfer.created_at.toISOString() });
    },
  );

  api.get(
    '/api/transfers/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['passport'],
        summary: 'Items offered to the caller, waiting for an answer',
        response: { 200: z.array(transferSchema), ...errorResponses(401) },
      },
    },
    async (request) => openTransfersTo(db, requireUser(request).id),
  );

  const decide = (accept: boolean) => async (id: string, viewerId: string) => {
    const transfer = await findTransfer(db, id);
    if (!transfer) throw notFound('No transfer with this id.');
    if (transfer.to_user !== viewerId)
      throw permissionDenied('Only the user this item is offered to can answer.');
    if (!(await decideTransfer(db, { id, accept })))
      throw new HttpError('conflict', 'This offer is no longer open.');
    return transfer;
  };

  api.post(
    '/api/transfers/:id/accept/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['passport'],
        summary: 'Accept an item offered to you: it becomes yours, with its history',
        params: idParamsSchema,
        response: { 200: itemSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const transfer = await decide(true)(request.params.id, viewer.id);
      const [item] = await itemViews(deps, {
        rows: [(await findItem(db, transfer.item))!],
        viewer,
      });
      return item!;
    },
  );

  api.post(
    '/api/transfers/:id/decline/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['passport'],
        summary: 'Decline an item offered to you',
        params: idParamsSchema,
        response: { 204: z.null().describe('Declined'), ...errors },
      },
    },
    async (request, reply) => {
      await decide(false)(request.params.id, requireUser(request).id);
      return reply.status(204).send(null);
    },
  );
}
