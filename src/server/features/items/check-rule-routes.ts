// The catalogue's check rule of a model: read by all (the general rule, labelled, where the model
// has none), kept by staff with its source and written to the audit log.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sourceSchema } from '#shared/contracts/catalogue.ts';
import { idParamsSchema } from '#shared/contracts/common.ts';
import { checkRuleSchema } from '#shared/passport/check-rule.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { notFound } from '#server/lib/http-error.ts';
import { requireStaff, staffOnly } from '#server/plugins/auth.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { refreshStaleAirworthiness } from './airworthiness.ts';
import { checkRuleOfModel, writeCheckRule } from './check-rule-repository.ts';

const count = (max: number) => z.number().int().min(1).max(max).nullable();
const ruleWriteSchema = z.object({
  check_months: count(120),
  check_hours: count(2000),
  repack_months: count(60),
  lifespan_years: count(50),
  source: sourceSchema,
});

export async function checkRuleRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const known = async (id: string) => {
    const rule = await checkRuleOfModel(db, id);
    if (!rule) throw notFound('No model with this id.');
    return rule;
  };

  api.get(
    '/api/catalogue/models/:id/check-rule/',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The model's check rule, or the general rule of its gear type (source: general)",
        params: idParamsSchema,
        response: { 200: checkRuleSchema, ...errorResponses(404) },
      },
    },
    async (request) => known(request.params.id),
  );

  const write = (rule: (body: unknown) => z.infer<typeof ruleWriteSchema> | null) =>
    async function (request: FastifyRequest<{ Params: { id: string } }>) {
      const staff = requireStaff(request);
      const { id } = request.params;
      await known(id);
      const after = rule(request.body);
      await db.transaction(async (tx) => {
        const before = await writeCheckRule(tx, { modelId: id, rule: after });
        await recordAudit(tx, {
          actorId: staff.id,
          action: 'catalogue_model.check_rule',
          targetType: 'catalogue_model',
          targetId: id,
          before,
          after,
        });
      });
      // The rule's trigger cleared the status basis of the model's items: their cards read the
      // records meanwhile; computed again now, not at the next nightly refresh.
      await refreshStaleAirworthiness(db);
      return known(id);
    };

  api.put(
    '/api/catalogue/models/:id/check-rule/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['catalogue'],
        summary: "Set the model's check rule, with where it comes from (staff)",
        params: idParamsSchema,
        body: ruleWriteSchema,
        response: {
          200: checkRuleSchema,
          ...errorResponses(400, 403, 404),
        },
      },
    },
    write((body) => body as z.infer<typeof ruleWriteSchema>),
  );

  api.delete(
    '/api/catalogue/models/:id/check-rule/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['catalogue'],
        summary: "Remove the model's own rule: the general rule applies again (staff)",
        params: idParamsSchema,
        response: { 200: checkRuleSchema, ...errorResponses(403, 404) },
      },
    },
    write(() => null),
  );
}
