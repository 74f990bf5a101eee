// Deal safely (docs/api.md "Deal safely (beyond)"): the warning a message carries. Shared by the
// server, which detects it, and the web, which shows it to the recipient.
import { z } from 'zod';

/** What moves a deal off the site, in the order the warning lists them. */
export const WARNING_KINDS = [
  'email',
  'phone',
  'messenger',
  'payment_link',
  'external_link',
] as const;
export type WarningKind = (typeof WARNING_KINDS)[number];

export const messageWarningSchema = z.object({ kinds: z.array(z.enum(WARNING_KINDS)).min(1) });
export type MessageWarning = z.infer<typeof messageWarningSchema>;

/** Staff: how many messages carried each kind (GET admin/message-warnings/). */
export const warningCountsSchema = z.object({
  total: z.number().int(),
  last_30_days: z.number().int(),
  by_kind: z.record(z.enum(WARNING_KINDS), z.number().int()),
});
export type WarningCounts = z.infer<typeof warningCountsSchema>;
