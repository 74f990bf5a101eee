// POST notices/import/ (staff): the notices CSV (docs/notices-csv.md), every row or none. The
// notices, their matching jobs and the audit record commit in one transaction.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noticeImportResultSchema, noticeImportSchema } from '#shared/contracts/safety-notices.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { validationError } from '#server/lib/http-error.ts';
import { requireStaff, staffOnly, staffSecurity } from '#server/plugins/auth.ts';
import { readNoticeCsv } from './import.ts';
import { queueNoticeMatching } from './queue-matching.ts';
import { insertNotices } from './repository.ts';

const errors = errorResponses(400, 401, 403);
/** The first problems are enough to fix a file; the detail says how many there are. */
const SHOWN = 50;

export async function noticeImportRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/notices/import/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['safety notices'],
        summary: 'Import safety notices from CSV: all rows or none (staff)',
        description:
          'A file with problems changes nothing: `errors.csv` lists them as "Row N, column: message".',
        security: staffSecurity,
        body: noticeImportSchema,
        response: { 201: noticeImportResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const result = await readNoticeCsv(db, request.body.csv);
      if (!result.ok)
        throw validationError(
          {
            csv: result.problems
              .slice(0, SHOWN)
              .map((p) => `Row ${p.row}, ${p.column}: ${p.message}`),
          },
          `The file has ${result.problems.length} problems; nothing was imported.`,
        );
      const ids = await db.transaction(async (tx) => {
        const created = await insertNotices(
          tx,
          result.notices.map((n) => ({ ...n, by: staff.id })),
        );
        for (const noticeId of created) await queueNoticeMatching(tx, { noticeId });
        await recordAudit(tx, {
          actorId: staff.id,
          action: 'safety_notice.import',
          targetType: 'safety_notice',
          targetId: 'csv',
          before: null,
          after: { notices: created.length },
        });
        return created;
      });
      return reply.status(201).send({ notices: ids.length });
    },
  );
}
