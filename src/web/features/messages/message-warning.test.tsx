import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '#shared/contracts/conversations.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { joao, lena, loggedInWith } from '#web/test/users.ts';
import { ConversationPage } from './conversation-page.tsx';
import { conversation, message } from './test-conversations.ts';

const id = conversation().id;
const risky = {
  text: 'Write me on WhatsApp +351 912 345 678 or see https://scam.example/pay',
  links_inert: true,
  warning: { kinds: ['phone', 'messenger', 'external_link'] },
  // Read already: the mock server keeps no read marks, and the page would mark them again.
  read_at: '2026-11-20T11:00:00.000Z',
} satisfies Partial<Message>;

function serve(messages: Message[]) {
  mockApi({
    'users/me/': joao,
    [`conversations/${id}/messages/`]: messages,
    [`conversations/${id}/read/`]: () => new Response(null, { status: 204 }),
    [`conversations/${id}/offers/`]: [],
    [`conversations/${id}/`]: conversation(),
  });
  renderPage(<ConversationPage />, { path: `/messages/${id}`, route: '/messages/:id' });
}

beforeEach(() => loggedInWith());

describe('Warnings in messages', () => {
  it('the recipient sees why, a link to the safety page, and links inert until opened', async () => {
    serve([message({ sender: lena.id, ...risky })]);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Be careful: this message tries to move the deal off Air Gear');
    expect(note).toHaveTextContent('It contains a phone number.');
    expect(note).toHaveTextContent('It asks to talk on a messenger');
    expect(note).toHaveTextContent('It links to another website.');
    expect(screen.getByRole('link', { name: 'How to deal safely' })).toHaveAttribute(
      'href',
      '/security-and-safety#off-site',
    );
    expect(screen.queryByRole('link', { name: 'https://scam.example/pay' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open the links in this message' }));
    expect(screen.getByRole('link', { name: 'https://scam.example/pay' })).toHaveAttribute(
      'href',
      'https://scam.example/pay',
    );
  });

  it('the sender sees no warning on their own message', async () => {
    serve([message({ sender: joao.id, ...risky })]);
    expect(await screen.findByText(risky.text)).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
