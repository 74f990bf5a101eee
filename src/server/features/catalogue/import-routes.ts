// Staff import and export the catalogue CSV in the back office (the same format and rules as
// npm run catalogue:import / catalogue:export, docs/catalogue-csv.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogueImportResultSchema, catalogueImportSchema } from '#shared/contracts/catalogue.ts';
import type { Db } from '#server/db/client.ts';
import { validationError } from '#server/lib/http-error.ts';
import { requireStaff, staffOnly, staffSecurity } from '#server/plugins/auth.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { errorResponses } from '#server/lib/route-schema.ts';
import { exportCatalogueCsv, importCatalogueCsv } from './import.ts';
import { z } from 'zod';

const errors = errorResponses(400, 401, 403);
/** The first problems are enough to fix a file; the count says how many there are. */
const SHOWN = 50;

export async function catalogueImportRoutes(app: FastifyInstance, db: Db) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/catalogue/import/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['catalogue'],
        summary: 'Import a catalogue CSV: all rows or none (staff)',
        description:
          'A file with problems changes nothing: `errors.csv` lists them as "Row N, column: message".',
        security: staffSecurity,
        body: catalogueImportSchema,
        response: { 200: catalogueImportResultSchema, ...errors },
      },
    },
    async (request) => {
      const result = await importCatalogueCsv(db, request.body.csv);
      if (result.ok) {
        const counts = { sizes: result.sizes, models: result.models, brands: result.brands };
        // The import commits on its own; a refused file changed nothing and leaves no record.
        await recordAudit(db, {
          actorId: requireStaff(request).id,
          action: 'catalogue.import',
          targetType: 'catalogue',
          targetId: 'csv',
          before: null,
          after: counts,
        });
        return counts;
      }
      const lines = result.problems
        .slice(0, SHOWN)
        .map((p) => `Row ${p.row}, ${p.column}: ${p.message}`);
      throw validationError(
        { csv: lines },
        `The file has ${result.problems.length} problems; nothing was imported.`,
      );
    },
  );

  api.get(
    '/api/catalogue/export/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['catalogue'],
        summary: 'The whole catalogue as CSV (staff)',
        security: staffSecurity,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="catalogue.csv"')
        .send(await exportCatalogueCsv(db)),
  );
}
