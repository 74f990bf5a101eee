// Safety notices (docs/api.md, "Safety notices (beyond)"): public reads of the notices, of a
// listing's notices and the seller's own; the staff writes, the CSV import and the Atom feed
// register from here.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/contracts/common.ts';
import { gearNoticeListSchema, myNoticeListSchema } from '#shared/contracts/notice-matches.ts';
import {
  noticeListQuerySchema,
  noticeListSchema,
  noticeSchema,
} from '#shared/contracts/safety-notices.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { errorResponses, tokenSecurity } from '#server/lib/route-schema.ts';
import { notFound } from '#server/lib/http-error.ts';
import { setPagingHeaders } from '#server/lib/paging.ts';
import { loginRequired, requireUser } from '#server/plugins/auth.ts';
import { noticeFeedRoutes } from './feed-routes.ts';
import { noticeImportRoutes } from './import-routes.ts';
import { gearNotices, myNotices } from './read-service.ts';
import { findNoticeRow, listNoticeRows } from './repository.ts';
import { noticeView, noticeViews } from './views.ts';
import { noticeWriteRoutes } from './write-routes.ts';

const tags = ['safety notices'];

export async function safetyNoticeRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/notices/',
    {
      schema: {
        tags,
        summary: 'Safety notices, newest first (paged; brand, model, active)',
        querystring: noticeListQuerySchema,
        response: { 200: noticeListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { page, page_size, brand, model, active } = request.query;
      const { rows, total } = await listNoticeRows(db, {
        brand,
        model,
        active,
        page,
        pageSize: page_size,
      });
      setPagingHeaders(request, reply, { page, page_size, total });
      return noticeViews(db, rows);
    },
  );

  api.get(
    '/api/notices/mine/',
    {
      preValidation: loginRequired,
      schema: {
        tags,
        security: tokenSecurity,
        summary: "Notices on the caller's listings and items, open ones first (the dashboard)",
        response: { 200: myNoticeListSchema, ...errorResponses(401) },
      },
    },
    async (request) => myNotices(deps, requireUser(request)),
  );

  api.get(
    '/api/notices/:id/',
    {
      schema: {
        tags,
        summary: 'One notice with what it matched and how many recorded the fix',
        params: idParamsSchema,
        response: { 200: noticeSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await findNoticeRow(db, request.params.id);
      if (!row) throw notFound('No notice with this id.');
      return noticeView(db, row);
    },
  );

  api.get(
    '/api/gears/:id/notices/',
    {
      schema: {
        tags,
        summary: "A listing's safety notices, open ones first, with the record that fixed each",
        params: idParamsSchema,
        response: { 200: gearNoticeListSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      // The visibility check is part of the notices' statement (gear-notices-repository.ts).
      const notices = await gearNotices(deps, request.params.id, request.viewer ?? null);
      if (!notices) throw notFound('No gear with this id.');
      return notices;
    },
  );

  await noticeWriteRoutes(app, deps);
  await noticeImportRoutes(app, deps);
  await noticeFeedRoutes(app, deps);
}
