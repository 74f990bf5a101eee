import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { joao, lena, loggedInWith } from '#web/test/users.ts';
import { InboxPage } from './inbox-page.tsx';
import { conversation, message } from './test-conversations.ts';

const renderInbox = () => renderPage(<InboxPage />, { path: '/messages', route: '/messages' });

beforeEach(() => loggedInWith());

describe('Inbox', () => {
  it('lists conversations with the listing, its state, the other side and the last message', async () => {
    mockApi({
      'users/me/': joao,
      'conversations/': [
        conversation({
          unread_count: 2,
          gear: { id: null, name: 'Gone Wing', status: 'removed', thumbnail: null },
          last_message: message({ sender: lena.id, text: 'Still there!' }),
        }),
        conversation({
          id: '88888888-8888-4888-8888-888888888888',
          other_user: null,
          gear: {
            id: '66666666-6666-4666-8666-666666666666',
            name: 'Advance Pi 3',
            status: 'reserved',
            thumbnail: '/media/thumb.jpg',
          },
          last_message: message({ text: 'Deal.' }),
        }),
      ],
    });
    const { container } = renderInbox();
    const links = await screen.findAllByRole('link', { name: /Gone Wing|Advance Pi 3/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      `/messages/${conversation().id}`,
      '/messages/88888888-8888-4888-8888-888888888888',
    ]);
    const unread = within(links[0]!);
    expect(unread.getByText('Gone Wing')).toHaveClass('font-bold');
    expect(unread.getByText('No longer available')).toBeInTheDocument();
    expect(unread.getByText('Lena Berg: Still there!')).toBeInTheDocument();
    expect(links[0]).toHaveTextContent('2 unread');
    const read = within(links[1]!);
    expect(read.getByText('Advance Pi 3')).not.toHaveClass('font-bold');
    expect(read.getByText('Reserved')).toBeInTheDocument();
    expect(read.getByText('Deleted user: Deal.')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/thumb.jpg');
  });

  it('says when there are no conversations yet, and leads to the listings where one starts', async () => {
    mockApi({ 'users/me/': joao, 'conversations/': [] });
    renderInbox();
    expect(await screen.findByText(/No conversations yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all gears' })).toHaveAttribute('href', '/gears');
  });

  it('shows the error with a retry when the inbox cannot load', async () => {
    mockApi({
      'users/me/': joao,
      'conversations/': new Response(JSON.stringify({ detail: 'Down', code: 'error' }), {
        status: 500,
      }),
    });
    renderInbox();
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
