// Ratings after a deal (docs/api.md "Deal safely (beyond)"): each side of a conversation with a
// real exchange may rate the other once; the rated user may answer once.
import { z } from 'zod';
import { RATING_TEXT_MAX } from '#shared/constants.ts';
import { dateTimeSchema, idSchema, longText } from './common.ts';

/** Both sides wrote at least this many messages… */
export const RATING_MIN_MESSAGES_EACH = 2;
/** …the first at least this old… */
export const RATING_MIN_AGE_HOURS = 24;
/** …and the last at most this many days ago. */
export const RATING_WINDOW_DAYS = 30;

export const ratingWriteSchema = z.object({
  friendly: z.boolean(),
  reliable: z.boolean(),
  /** The item was as described: the buyer only. */
  as_described: z.boolean().optional(),
  text: longText().max(RATING_TEXT_MAX).default(''),
});
export type RatingWrite = z.infer<typeof ratingWriteSchema>;

export const ratingReplyWriteSchema = z.object({
  text: longText().min(1).max(RATING_TEXT_MAX),
});

export const ratingReportWriteSchema = z.object({
  text: longText().max(RATING_TEXT_MAX).default(''),
});

export const ratingSchema = z.object({
  id: idSchema,
  conversation: idSchema,
  rater: z.object({ id: idSchema, first_name: z.string(), last_name: z.string() }),
  rated: idSchema,
  /** The rater's side in the conversation. */
  role: z.enum(['buyer', 'seller']),
  friendly: z.boolean(),
  reliable: z.boolean(),
  as_described: z.boolean().nullable(),
  text: z.string(),
  reply: z.string().nullable(),
  replied_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema,
});
export type Rating = z.infer<typeof ratingSchema>;
export const ratingListSchema = z.array(ratingSchema);

/**
 * A profile's ratings: how many, and how many of them said yes to each question
 * (`as_described` counts the buyers' answers only).
 */
export const ratingsSummarySchema = z.object({
  count: z.number().int(),
  friendly: z.number().int(),
  reliable: z.number().int(),
  as_described: z.number().int(),
});
export type RatingsSummary = z.infer<typeof ratingsSummarySchema>;

/** Staff (GET admin/rating-reports/): an open report and the rating it is about. */
export const ratingReportListSchema = z.array(
  z.object({ id: idSchema, text: z.string(), rating: ratingSchema }),
);
