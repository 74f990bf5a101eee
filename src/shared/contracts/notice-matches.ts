// A safety notice matched against listings and items (docs/api.md, "Safety notices (beyond)"):
// how sure the match is, a listing's notices and the seller's own, each with the passport record
// that proves the fix.
import { z } from 'zod';
import { idSchema } from './common.ts';
import { itemRecordSchema } from './item-records.ts';
import { noticeSchema } from './safety-notices.ts';

export const NOTICE_MATCHES = ['affected', 'may_be_affected'] as const;
export type NoticeMatch = (typeof NOTICE_MATCHES)[number];

/** GET gears/{id}/notices/: each open or fixed notice of the listing. */
export const gearNoticeSchema = z.object({
  notice: noticeSchema,
  match: z.enum(NOTICE_MATCHES),
  /** The passport record that proves the fix, or null. */
  fix: itemRecordSchema.nullable(),
});
export type GearNotice = z.infer<typeof gearNoticeSchema>;
export const gearNoticeListSchema = z.array(gearNoticeSchema);

/** GET notices/mine/ (the seller's dashboard): notices on the caller's listings and items. */
export const myNoticeSchema = z.object({
  notice: noticeSchema,
  match: z.enum(NOTICE_MATCHES),
  /** The listing it matched, or null when it matched an item with no listing. */
  gear: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** The passport item to record the fix on (null: a listing without a passport yet). */
  item: idSchema.nullable(),
  fix: itemRecordSchema.nullable(),
});
export type MyNotice = z.infer<typeof myNoticeSchema>;
export const myNoticeListSchema = z.array(myNoticeSchema);
