// Shapes of the staff back office under /api/admin/ (beyond the original contract; docs/api-beyond.md).
import { z } from 'zod';
import {
  dateTimeSchema,
  emptyToUndefined,
  idSchema,
  longText,
  pagingQuerySchema,
  plainText,
} from './common.ts';
import { privateUserSchema } from './users.ts';

const booleanQuery = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
);

/**
 * A user as staff see it: the private fields, the suspension flag, and the certifier the user
 * speaks for (null for most), so the list needs no request per row.
 */
export const adminUserSchema = privateUserSchema.extend({
  is_suspended: z.boolean(),
  certifier: z.object({ id: idSchema, name: z.string() }).nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

/** GET admin/users/: `q` matches username, e-mail, first or last name (substring, any case). */
export const adminUserQuerySchema = pagingQuerySchema.extend({
  q: z.preprocess(emptyToUndefined, plainText().max(100).optional()),
});

/** PATCH admin/users/{id}/: the flags to change, at least one. */
export const adminUserPatchSchema = z
  .object({
    is_certified_seller: z.boolean().optional(),
    is_staff: z.boolean().optional(),
    is_suspended: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one of the flags.');
export type AdminUserPatch = z.infer<typeof adminUserPatchSchema>;

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export const REPORT_ACTIONS = ['hide', 'restore', 'delete', 'dismiss'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const adminReportSchema = z.object({
  id: idSchema,
  // Free text in the table: the reasons the reports feature accepts are REPORT_REASONS.
  reason: z.string(),
  text: z.string(),
  status: z.enum(REPORT_STATUSES),
  staff_note: z.string(),
  created_at: dateTimeSchema,
  reporter: z.object({ id: idSchema, username: z.string() }),
  gear: z.object({
    id: idSchema,
    name: z.string(),
    brand: z.string(),
    model: z.string(),
    is_hidden: z.boolean(),
    seller: z.object({ id: idSchema, username: z.string() }),
  }),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportListSchema = z.array(adminReportSchema);

export const adminReportQuerySchema = pagingQuerySchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum([...REPORT_STATUSES, 'all']).default('open')),
});

/** PATCH admin/reports/{id}/: what happens to the reported listing, and why. */
export const adminReportActionSchema = z.object({
  action: z.enum(REPORT_ACTIONS),
  note: longText().max(1000).default(''),
});
export type AdminReportAction = z.input<typeof adminReportActionSchema>;

export const adminMessageSchema = z.object({
  id: idSchema,
  full_name: z.string(),
  email: z.string(),
  message: z.string(),
  user: idSchema.nullable(),
  is_read: z.boolean(),
  created_at: dateTimeSchema,
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;
export const adminMessageListSchema = z.array(adminMessageSchema);

export const adminMessageQuerySchema = pagingQuerySchema.extend({ is_read: booleanQuery });
export const adminMessagePatchSchema = z.object({ is_read: z.boolean() });

const snapshotSchema = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: idSchema,
  actor: z.object({ id: idSchema, username: z.string() }).nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: snapshotSchema,
  after: snapshotSchema,
  created_at: dateTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.array(auditEntrySchema);

export const auditQuerySchema = pagingQuerySchema.extend({
  target_type: z.preprocess(emptyToUndefined, plainText().max(40).optional()),
  target_id: z.preprocess(emptyToUndefined, plainText().max(60).optional()),
});
