import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gearTypeListSchema } from '#shared/contracts/gear-types.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { listGearTypes } from './repository.ts';
import { gearTypeWriteRoutes } from './write-routes.ts';

export async function gearTypeRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  await gearTypeWriteRoutes(app, deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/gear-types/',
    {
      schema: {
        tags: ['gear types'],
        summary: 'Gear categories with their extra properties',
        response: { 200: gearTypeListSchema },
      },
    },
    async () => listGearTypes(db),
  );
}
