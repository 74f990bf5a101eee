// Staff edit the catalogue: POST/PUT/DELETE of brands, models and sizes, and the listings'
// brand/model pairs the catalogue does not know yet (to add them).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import {
  brandWriteSchema,
  catalogueBrandSchema,
  catalogueModelDetailSchema,
  catalogueSizeSchema,
  modelWriteSchema,
  sizeWriteSchema,
  unknownModelSchema,
} from '#shared/contracts/catalogue.ts';
import { idParamsSchema } from '#shared/contracts/common.ts';
import type { AppDeps } from '#server/app-deps.ts';
import type { Db } from '#server/db/client.ts';
import { requireStaff, staffOnly, staffSecurity } from '#server/plugins/auth.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { deleteEntry, saveBrand, saveModel, saveSize, type CatalogueWrite } from './service.ts';
import { catalogueImportRoutes } from './import-routes.ts';
import { unknownModels } from './unknown-models-repository.ts';

const errors = errorResponses(400, 401, 403);
type Save<B> = (db: Db, write: CatalogueWrite<B>) => Promise<unknown>;

/** POST collection/, PUT and DELETE collection/{id}/ of one kind of entry. */
function crud<B>(
  app: FastifyInstance,
  db: Db,
  {
    kind,
    body,
    answer,
    save,
  }: { kind: 'brand' | 'model' | 'size'; body: ZodType<B>; answer: ZodType; save: Save<B> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const path = `/api/catalogue/${kind}s/`;
  const common = { preValidation: staffOnly };
  const schema = { tags: ['catalogue'], security: staffSecurity };
  api.post(
    path,
    {
      ...common,
      schema: {
        ...schema,
        summary: `Add a ${kind} (staff)`,
        body,
        response: { 201: answer, ...errors },
      },
    },
    async (request, reply) => {
      const actorId = requireStaff(request).id;
      return reply.status(201).send(await save(db, { actorId, input: request.body as B }));
    },
  );
  api.put(
    `${path}:id/`,
    {
      ...common,
      schema: {
        ...schema,
        summary: `Edit a ${kind} (staff)`,
        params: idParamsSchema,
        body,
        response: { 200: answer, ...errors, ...errorResponses(404) },
      },
    },
    async (request) =>
      save(db, {
        actorId: requireStaff(request).id,
        input: request.body as B,
        id: request.params.id,
      }),
  );
  api.delete(
    `${path}:id/`,
    {
      ...common,
      schema: {
        ...schema,
        summary: `Delete a ${kind} with what it holds; listings keep their text (staff)`,
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await deleteEntry(db, { actorId: requireStaff(request).id, kind, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}

export async function catalogueWriteRoutes(app: FastifyInstance, { db }: AppDeps) {
  crud(app, db, {
    kind: 'brand',
    body: brandWriteSchema,
    answer: catalogueBrandSchema,
    save: saveBrand,
  });
  crud(app, db, {
    kind: 'model',
    body: modelWriteSchema,
    answer: catalogueModelDetailSchema,
    save: saveModel,
  });
  crud(app, db, {
    kind: 'size',
    body: sizeWriteSchema,
    answer: catalogueSizeSchema,
    save: saveSize,
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/catalogue/unknown-models/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['catalogue'],
        summary: 'Brand and model pairs of listings that no catalogue model matches (staff)',
        security: staffSecurity,
        response: { 200: z.array(unknownModelSchema), ...errors },
      },
    },
    async () => unknownModels(db),
  );
  await catalogueImportRoutes(app, db);
}
