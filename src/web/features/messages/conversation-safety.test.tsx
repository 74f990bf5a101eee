import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Conversation } from '#shared/contracts/conversations.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { joao, lena, loggedInWith } from '#web/test/users.ts';
import { ConversationPage } from './conversation-page.tsx';
import { conversation, message } from './test-conversations.ts';

const id = conversation().id;
const failure = (status: number, body: object) => Response.json(body, { status });

/** The conversation page with the block and report calls answered as the test says. */
function serve(answers: { block?: () => Response; report?: () => Response }, c?: Conversation) {
  const calls = mockApi({
    'users/me/': joao,
    [`users/${lena.id}/block/`]: answers.block ?? (() => new Response(null, { status: 204 })),
    [`conversations/${id}/messages/`]: [message({ read_at: '2026-11-20T11:00:00.000Z' })],
    [`conversations/${id}/reports/`]: answers.report ?? (() => Response.json({}, { status: 201 })),
    [`conversations/${id}/offers/`]: [],
    [`conversations/${id}/`]: c ?? conversation(),
  });
  renderPage(<ConversationPage />, { path: `/messages/${id}`, route: '/messages/:id' });
  return calls;
}
const writes = (calls: ReturnType<typeof mockApi>, end: string) =>
  calls.filter((c) => c.url.endsWith(end) && c.init?.method && c.init.method !== 'GET');

beforeEach(() => loggedInWith());

describe('Blocking the other participant', () => {
  it('asks first, then blocks, says so, and offers to unblock', async () => {
    const calls = serve({});
    await userEvent.click(await screen.findByRole('button', { name: 'Block this user' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Lena Berg?' });
    expect(dialog).toHaveTextContent('They will not be told.');
    expect(writes(calls, '/block/')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(/You blocked Lena Berg/)).toBeInTheDocument();
    const unblock = screen.getByRole('button', { name: 'Unblock this user' });
    await waitFor(() => expect(unblock).toHaveFocus());
    expect(writes(calls, '/block/').map((c) => [c.url, c.init?.method])).toEqual([
      [`/api/users/${lena.id}/block/`, 'POST'],
    ]);
    await userEvent.click(unblock);
    expect(await screen.findByText(/You unblocked Lena Berg/)).toBeInTheDocument();
    expect(writes(calls, '/block/').at(-1)?.init?.method).toBe('DELETE');
  });

  it('does nothing when the question is cancelled, and gives focus back', async () => {
    const calls = serve({});
    const button = await screen.findByRole('button', { name: 'Block this user' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(calls, '/block/')).toEqual([]);
  });

  it('shows a failed block and keeps the Block button', async () => {
    serve({ block: () => failure(500, { detail: 'Boom', code: 'internal_error' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Block this user' }));
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lena Berg could not be blocked. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Block this user' })).toBeInTheDocument();
  });

  it('offers to unblock after a reload when the conversation says the user is blocked', async () => {
    serve({}, conversation({ blocked_by_you: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock this user' }));
    expect(await screen.findByText(/You unblocked Lena Berg/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block this user' })).toBeInTheDocument();
  });

  it('offers no block when the other side deleted their account', async () => {
    serve({}, conversation({ other_user: null }));
    expect(await screen.findByRole('button', { name: 'Report this conversation' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Block this user' })).not.toBeInTheDocument();
  });
});

describe('Reporting the conversation', () => {
  const open = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Report this conversation' }));
    return screen.getByRole('dialog', { name: 'Report this conversation' });
  };

  it('sends the reason and the words, then says it was sent', async () => {
    const calls = serve({});
    const dialog = await open();
    await userEvent.click(within(dialog).getByLabelText('It looks like a scam'));
    await userEvent.type(within(dialog).getByLabelText('Details (optional)'), 'Wants a deposit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const note = await screen.findByText('Thank you. Our team will review this conversation.');
    await waitFor(() => expect(note).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Report this conversation' })).toBeNull();
    const [post] = writes(calls, '/reports/');
    expect(post!.url).toBe(`/api/conversations/${id}/reports/`);
    expect(JSON.parse(post!.init!.body as string)).toEqual({
      reason: 'scam',
      text: 'Wants a deposit',
    });
  });

  it('asks for words with "something else" before sending anything', async () => {
    const calls = serve({});
    const dialog = await open();
    await userEvent.click(within(dialog).getByLabelText('Something else'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Please say what is wrong.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Details')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls, '/reports/')).toEqual([]);
  });

  it('says so when the conversation was already reported (409)', async () => {
    const detail = 'You have already reported this conversation.';
    serve({ report: () => failure(409, { detail, code: 'already_reported' }) });
    const dialog = await open();
    await userEvent.click(within(dialog).getByLabelText('It is offensive or harassing'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a refused report (400) in the user’s words and keeps the form', async () => {
    serve({
      report: () =>
        failure(400, {
          detail: 'Invalid input.',
          code: 'validation_error',
          errors: { text: ['Control characters are not allowed.'] },
        }),
    });
    const dialog = await open();
    await userEvent.click(within(dialog).getByLabelText('It looks like a scam'));
    await userEvent.type(within(dialog).getByLabelText('Details (optional)'), 'Odd text');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The report was not accepted. Please check the marked fields.',
    );
    expect(within(dialog).getByText(/contain characters that cannot be sent/)).toBeVisible();
    expect(within(dialog).getByLabelText('Details (optional)')).toHaveValue('Odd text');
    expect(screen.queryByText(/Control characters/)).not.toBeInTheDocument();
  });
});
