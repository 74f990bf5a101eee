// Anyone reads the catalogue (the listing form's suggestions); staff write it (write-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandQuerySchema,
  catalogueBrandSchema,
  catalogueModelDetailSchema,
  catalogueModelSchema,
  catalogueSizeSchema,
  modelQuerySchema,
} from '#shared/contracts/catalogue.ts';
import { idParamsSchema } from '#shared/contracts/common.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound } from '#server/lib/http-error.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { findModel, findSize, listBrands, listModels } from './repository.ts';
import { catalogueWriteRoutes } from './write-routes.ts';
import { similarGearRoutes } from './similar-routes.ts';

export async function catalogueRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/catalogue/brands/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Catalogue brands (name prefix, case- and accent-insensitive; at most 50)',
        querystring: brandQuerySchema,
        response: { 200: z.array(catalogueBrandSchema), ...errorResponses(400) },
      },
    },
    async (request) => listBrands(db, request.query),
  );

  api.get(
    '/api/catalogue/models/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Catalogue models of a brand and gear type (name prefix; at most 50)',
        querystring: modelQuerySchema,
        response: { 200: z.array(catalogueModelSchema), ...errorResponses(400) },
      },
    },
    async (request) => listModels(db, request.query),
  );

  api.get(
    '/api/catalogue/models/:id/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A catalogue model with its sizes',
        params: idParamsSchema,
        response: { 200: catalogueModelDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const model = await findModel(db, request.params.id);
      if (!model) throw notFound('No model with this id.');
      return model;
    },
  );

  api.get(
    '/api/catalogue/sizes/:id/',
    {
      schema: {
        tags: ['catalogue'],
        summary: "One catalogue size (a listing's catalogue facts)",
        params: idParamsSchema,
        response: { 200: catalogueSizeSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const size = await findSize(db, request.params.id);
      if (!size) throw notFound('No size with this id.');
      return size;
    },
  );

  await catalogueWriteRoutes(app, deps);
  await similarGearRoutes(app, deps);
}
