import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PrivateUser } from '#shared/contracts/users.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { lena } from '#web/test/users.ts';
import { MessageSettings } from './message-settings.tsx';

const user: PrivateUser = { ...lena, contact_visibility: 'messages', message_mails: true };

function renderSettings() {
  const calls = mockApi({
    [`users/${user.id}/`]: (_url: string, init?: RequestInit) => ({
      ...user,
      ...(JSON.parse(init!.body as string) as object),
    }),
  });
  renderPage(<MessageSettings user={user} />);
  const puts = () =>
    calls
      .filter((c) => c.init?.method === 'PUT')
      .map((c) => JSON.parse(c.init!.body as string) as Record<string, unknown>);
  return puts;
}

describe('Message settings (contact privacy)', () => {
  it('shows the current choice: messages only, mails on', async () => {
    renderSettings();
    expect(await screen.findByRole('radio', { name: 'Messages only' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Messages and e-mail' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'E-mail me about new messages' })).toBeChecked();
    expect(
      screen.getByRole('group', { name: 'What logged-in users see of my contact details' }),
    ).toBeInTheDocument();
  });

  it('saves a new contact visibility with the rest of the profile unchanged', async () => {
    const puts = renderSettings();
    await userEvent.click(await screen.findByRole('radio', { name: 'Messages, e-mail and phone' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({
      first_name: 'Lena',
      last_name: 'Berg',
      country: 'PT',
      phone_number: '',
      contact_visibility: 'email_phone',
      message_mails: true,
    });
  });

  it('switches the new-message mails off', async () => {
    const puts = renderSettings();
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'E-mail me about new messages' }),
    );
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({ message_mails: false, contact_visibility: 'messages' });
  });
});
