// Reports of a listing (docs/api.md, beyond): one per user and gear, kept for the admin queue.
import { z } from 'zod';
import { REPORT_REASONS } from '#shared/constants.ts';
import { dateTimeSchema, idSchema, longText } from './common.ts';

export const REPORT_TEXT_MAX = 2000;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The body of POST gears/{id}/reports/: `text` explains the reason, and must when it is 'other'. */
export const reportWriteSchema = z
  .object({
    reason: z.enum(REPORT_REASONS),
    text: longText().max(REPORT_TEXT_MAX).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && value.text === '')
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'Please say what is wrong.' });
  });
export type ReportWrite = z.infer<typeof reportWriteSchema>;
export type ReportWriteInput = z.input<typeof reportWriteSchema>;

/** What the reporter gets back; the staff note and the status history stay with the admins. */
export const reportSchema = z.object({
  id: idSchema,
  gear: idSchema,
  reason: z.enum(REPORT_REASONS),
  text: z.string(),
  created_at: dateTimeSchema,
});
export type Report = z.infer<typeof reportSchema>;
