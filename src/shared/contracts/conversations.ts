// Conversations between a buyer and a seller about one listing (docs/api-beyond.md). The web
// app and the server share these shapes; `/api/openapi.json` is generated from them.
import { z } from 'zod';
import { MESSAGE_TEXT_MAX, REPORT_REASONS } from '#shared/constants.ts';
import {
  dateTimeSchema,
  emptyToUndefined,
  idSchema,
  longText,
  pagingQuerySchema,
} from './common.ts';
import { messageWarningSchema } from './deal-safety.ts';

export { MESSAGE_TEXT_MAX } from '#shared/constants.ts';

/** The message body: 1–2000 characters after trimming, line breaks kept. */
export const messageTextSchema = longText().min(1).max(MESSAGE_TEXT_MAX);

export const conversationOpenSchema = z.object({ gear: idSchema, text: messageTextSchema });
export type ConversationOpen = z.infer<typeof conversationOpenSchema>;

export const messageWriteSchema = z.object({ text: messageTextSchema });
export type MessageWrite = z.infer<typeof messageWriteSchema>;

export const messageSchema = z.object({
  id: idSchema,
  conversation: idSchema,
  /** Null once the sender's account was deleted. */
  sender: idSchema.nullable(),
  text: z.string(),
  /**
   * Links shown as plain text until the recipient chooses to open them: a new account's first
   * message, or one with a warning.
   */
  links_inert: z.boolean(),
  /** What takes the deal off the site (shown to the recipient with the safety page). */
  warning: messageWarningSchema.nullable(),
  created_at: dateTimeSchema,
  read_at: dateTimeSchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;
export const messageListSchema = z.array(messageSchema);

export const GEAR_STATES = ['active', 'reserved', 'sold', 'archived', 'removed'] as const;

export const conversationSchema = z.object({
  id: idSchema,
  /** `removed` when the listing was deleted or is no longer visible to the caller. */
  gear: z.object({
    id: idSchema.nullable(),
    name: z.string(),
    status: z.enum(GEAR_STATES),
    thumbnail: z.string().nullable(),
  }),
  /** Null once the other side's account was deleted. */
  other_user: z.object({ id: idSchema, first_name: z.string(), last_name: z.string() }).nullable(),
  /** Whether the caller blocked the other side (users/{id}/block/); false once they are gone. */
  blocked_by_you: z.boolean(),
  /** Whether the listing is reserved for this conversation's buyer. */
  reserved_for_buyer: z.boolean(),
  role: z.enum(['buyer', 'seller']),
  last_message: messageSchema.nullable(),
  unread_count: z.number().int(),
  updated_at: dateTimeSchema,
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationListSchema = z.array(conversationSchema);

/** GET conversations/: paged; `gear` keeps those about one listing. */
export const conversationListQuerySchema = pagingQuerySchema.extend({
  gear: z.preprocess(emptyToUndefined, idSchema.optional()),
});

export const messageListQuerySchema = z.object({
  /** Only the messages newer than this one (a client that polls). */
  after: z.preprocess(emptyToUndefined, idSchema.optional()),
});

export const unreadCountSchema = z.object({ count: z.number().int() });

export const conversationReportWriteSchema = z
  .object({
    reason: z.enum(REPORT_REASONS),
    text: longText().max(MESSAGE_TEXT_MAX).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && value.text === '')
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'Please say what is wrong.' });
  });
export type ConversationReportWrite = z.infer<typeof conversationReportWriteSchema>;

export const conversationReportSchema = z.object({
  id: idSchema,
  conversation: idSchema,
  reason: z.enum(REPORT_REASONS),
  text: z.string(),
  created_at: dateTimeSchema,
});
export type ConversationReport = z.infer<typeof conversationReportSchema>;

/** Staff moderation (GET admin/conversation-reports/): the report and who is in it. */
export const adminConversationReportSchema = conversationReportSchema.extend({
  status: z.enum(['open', 'resolved']),
  reporter: idSchema.nullable(),
  buyer: idSchema.nullable(),
  seller: idSchema.nullable(),
  gear_name: z.string(),
});
export const adminConversationReportListSchema = z.array(adminConversationReportSchema);
/** One report with the conversation's messages, every one (suspended senders' too). */
export const adminConversationReportDetailSchema = adminConversationReportSchema.extend({
  messages: messageListSchema,
});
