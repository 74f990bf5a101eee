// Conversations and messages as the API sends them, for the messaging component tests.
import type { Conversation, Message } from '#shared/contracts/conversations.ts';
import { joao, lena } from '#web/test/users.ts';

export const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  id: '55555555-5555-4555-8555-555555555555',
  gear: {
    id: '66666666-6666-4666-8666-666666666666',
    name: 'Ozone Rush 6',
    status: 'active',
    thumbnail: null,
  },
  other_user: { id: lena.id, first_name: lena.first_name, last_name: lena.last_name },
  blocked_by_you: false,
  reserved_for_buyer: false,
  role: 'buyer',
  last_message: null,
  unread_count: 0,
  updated_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

export const message = (over: Partial<Message> = {}): Message => ({
  id: '77777777-7777-4777-8777-777777777777',
  conversation: conversation().id,
  sender: joao.id,
  text: 'Is it still available?',
  links_inert: false,
  warning: null,
  created_at: '2026-11-20T10:00:00.000Z',
  read_at: null,
  ...over,
});
