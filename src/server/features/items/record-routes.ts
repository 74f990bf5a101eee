// Passport records: added by the item's owner or a certifier account (whose records name its
// certifier and may be signed), changed or deleted by their author, their signer, or staff.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '#shared/contracts/common.ts';
import {
  itemRecordSchema,
  recordWriteSchema,
  type RecordWrite,
} from '#shared/contracts/item-records.ts';
import type { AppDeps } from '#server/app-deps.ts';
import type { Db } from '#server/db/client.ts';
import { permissionDenied, validationError } from '#server/lib/http-error.ts';
import { releaseKeys } from '#server/media/release-keys.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { canAddRecord } from '#server/policies/item-access.ts';
import { certifierExists } from '#server/features/certifiers/repository.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { changeableRecord, visibleItem } from './access.ts';
import { certifierOfUser } from './certifier-accounts-repository.ts';
import { deleteRecord, insertRecord, recordColumns, updateRecord } from './records-repository.ts';
import { findItem } from './repository.ts';
import { itemViews } from './service.ts';
import { refreshAirworthiness } from './airworthiness.ts';
import { findNoticeRow } from '#server/features/safety-notices/repository.ts';

const errors = errorResponses(400, 401, 403, 404);
const itemParams = z.object({ id: idSchema });
const recordParams = z.object({ id: idSchema, rid: idSchema });

/** Who the record is by: a certifier account's own certifier, else what the body names. */
async function authorship(db: Db, body: RecordWrite, viewer: Viewer) {
  const account = await certifierOfUser(db, viewer.id);
  if (body.sign && !account) throw permissionDenied('Only a certifier account can sign a record.');
  if (account) return { certifierId: account.id, signedBy: body.sign ? viewer.id : null, account };
  if (body.by.type === 'certifier' && !(await certifierExists(db, body.by.certifier)))
    throw validationError({ 'by.certifier': ['No certifier with this id.'] });
  return {
    certifierId: body.by.type === 'certifier' ? body.by.certifier : null,
    signedBy: null,
    account,
  };
}

/** A record may name a safety notice it proves fixed: one that exists. */
async function checkNotice(db: Db, body: RecordWrite) {
  if (body.notice && !(await findNoticeRow(db, body.notice)))
    throw validationError({ notice: ['No safety notice with this id.'] });
}

export async function recordRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, photos } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const view = async (itemId: string, recordId: string, viewer: Viewer) => {
    const [item] = await itemViews(deps, { rows: [(await findItem(db, itemId))!], viewer });
    return item!.records.find((r) => r.id === recordId)!;
  };

  api.post(
    '/api/items/:id/records/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['passport'],
        summary: 'Add a record (check, repack, repair, note) to an item: its owner or a certifier',
        params: itemParams,
        body: recordWriteSchema,
        response: { 201: itemRecordSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const item = await visibleItem(db, request.params.id, viewer);
      const { certifierId, signedBy, account } = await authorship(db, request.body, viewer);
      if (!canAddRecord(item, viewer, { isCertifier: account !== null }))
        throw permissionDenied('Only the owner of this item or a certifier can add a record.');
      await checkNotice(db, request.body);
      const id = await insertRecord(db, {
        ...recordColumns(request.body, certifierId),
        item_id: item.id,
        user_id: viewer.id,
        signed_by: signedBy,
      });
      await refreshAirworthiness(db, [item.id]);
      return reply.status(201).send(await view(item.id, id, viewer));
    },
  );

  api.put(
    '/api/items/:id/records/:rid/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['passport'],
        summary: 'Change a record: its author; a signed one only its signer; staff any',
        params: recordParams,
        body: recordWriteSchema,
        response: { 200: itemRecordSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { id: itemId, rid } = request.params;
      const record = await changeableRecord(db, { itemId, recordId: rid, viewer });
      const { certifierId, signedBy } = await authorship(db, request.body, viewer);
      // A signed record keeps its certifier whoever (signer or staff) corrects it.
      const values = recordColumns(
        request.body,
        record.signed_by ? record.certifier_id : certifierId,
      );
      await checkNotice(db, request.body);
      await updateRecord(db, { id: rid, values, signedBy: signedBy ?? undefined });
      await refreshAirworthiness(db, [itemId]);
      return view(itemId, rid, viewer);
    },
  );

  api.delete(
    '/api/items/:id/records/:rid/',
    {
      preValidation: loginRequired,
      schema: {
        tags: ['passport'],
        summary: 'Delete a record with its photos',
        params: recordParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { id: itemId, rid } = request.params;
      await changeableRecord(db, { itemId, recordId: rid, viewer });
      const keys = await deleteRecord(db, rid);
      await refreshAirworthiness(db, [itemId]);
      await releaseKeys(db, { photos, keys, log: request.log });
      return reply.status(204).send(null);
    },
  );
}
