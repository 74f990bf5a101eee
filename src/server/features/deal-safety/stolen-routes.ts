// The stolen-gear register (docs/api.md "Deal safely (beyond)"). The check is open to anyone
// and answers only "reported" with the report's id, or "not reported"; it has its own rate
// limit so the register cannot be walked serial by serial.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import {
  stolenCheckQuerySchema,
  stolenCheckSchema,
  stolenListQuerySchema,
  stolenReportListSchema,
  stolenReportSchema,
  stolenStatusWriteSchema,
  stolenWriteSchema,
} from '#shared/contracts/stolen.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { permissionDenied } from '#server/lib/http-error.ts';
import { setPagingHeaders } from '#server/lib/paging.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { listStolen, publishedReportOf } from './stolen-repository.ts';
import { changeStolenStatus, readStolen, reportStolen, withPictures } from './stolen-service.ts';
import { reportRateLimit } from '#server/plugins/rate-limit-rules.ts';

const tags = ['stolen'];
const errors = errorResponses(400, 401, 403, 404, 409);
/** Serial checks per IP and minute. */
export const STOLEN_CHECKS_PER_MINUTE = 30;

export async function stolenRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/stolen/',
    {
      preValidation: loginRequired,
      config: { rateLimit: reportRateLimit() },
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Report gear stolen (public once staff publish it)',
        body: stolenWriteSchema,
        response: { 201: stolenReportSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reportStolen(deps, requireUser(request), request.body)),
  );

  api.get(
    '/api/stolen/',
    {
      schema: {
        tags,
        summary: 'Published reports, newest first (paged; staff: any status)',
        querystring: stolenListQuerySchema,
        response: { 200: stolenReportListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { page, page_size, status = 'published' } = request.query;
      if (status !== 'published' && !request.viewer?.is_staff) throw permissionDenied();
      const { rows, total } = await listStolen(deps.db, { status, page, pageSize: page_size });
      setPagingHeaders(request, reply, { page, page_size, total });
      return withPictures(deps, rows);
    },
  );

  api.get(
    '/api/stolen/check/',
    {
      config: { rateLimit: { max: STOLEN_CHECKS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Is this serial in the register? (rate limited)',
        querystring: stolenCheckQuerySchema,
        response: { 200: stolenCheckSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const report = await publishedReportOf(deps.db, request.query.serial);
      return { reported: report !== null, report };
    },
  );

  api.get(
    '/api/stolen/:id/',
    {
      schema: {
        tags,
        summary: 'One report (pending ones: the reporter and staff only)',
        params: idParamsSchema,
        response: { 200: stolenReportSchema, ...errorResponses(404) },
      },
    },
    async (request) => readStolen(deps, request.viewer ?? null, request.params.id),
  );

  api.put(
    '/api/stolen/:id/',
    {
      preValidation: loginRequired,
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Publish, reject or mark recovered (staff; the reporter: recovered)',
        params: idParamsSchema,
        body: stolenStatusWriteSchema,
        response: { 200: stolenReportSchema, ...errors },
      },
    },
    async (request) =>
      changeStolenStatus(deps, requireUser(request), {
        id: request.params.id,
        status: request.body.status,
      }),
  );
}
