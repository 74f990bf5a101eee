import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleGear } from '#web/test/fixtures.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { joao, lena, loggedInWith, loggedOut } from '#web/test/users.ts';
import { ReportButton } from './report-button.tsx';

const gear = sampleGear();
const reportUrl = `/api/gears/${gear.id}/reports/`;
const renderButton = () =>
  renderPage(<ReportButton gear={gear} />, {
    path: `/itemdetails/${gear.id}`,
    route: '/itemdetails/:id',
  });
const posted = (calls: { url: string; init?: RequestInit }[]) =>
  calls.filter((c) => c.init?.method === 'POST');

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
  return screen.findByRole('dialog', { name: 'Report this listing' });
}

beforeEach(() => loggedOut());

describe('Report this listing', () => {
  it('asks a logged-out visitor to log in first, coming back to the listing', () => {
    mockApi({});
    renderButton();
    expect(screen.getByRole('link', { name: 'Report this listing' })).toHaveAttribute(
      'href',
      `/auth?next=${encodeURIComponent(`/itemdetails/${gear.id}`)}`,
    );
  });

  it('is not offered to the seller', async () => {
    loggedInWith();
    const calls = mockApi({ 'users/me/': lena });
    renderButton();
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/users/me/'));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Report this listing' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
  });

  it('needs a reason, and words when the reason is "Something else"', async () => {
    loggedInWith();
    const calls = mockApi({ 'users/me/': joao });
    renderButton();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      within(dialog).getByRole('group', { name: 'What is wrong with this listing?' }),
    ).toHaveAccessibleDescription('Please choose a reason.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('textbox', { name: 'Details' })).toHaveAccessibleDescription(
      'Please say what is wrong.',
    );
    expect(posted(calls)).toHaveLength(0);
  });

  it('sends the reason and text, then thanks the user', async () => {
    loggedInWith();
    const calls = mockApi({
      'users/me/': joao,
      [`gears/${gear.id}/reports/`]: Response.json({ id: gear.id }, { status: 201 }),
    });
    renderButton();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'It looks like a scam' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Details (optional)' }),
      'Wants a bank transfer abroad',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. Our team will review this listing.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posted(calls)[0]!.url).toBe(reportUrl);
    expect(JSON.parse(String(posted(calls)[0]!.init!.body))).toEqual({
      reason: 'scam',
      text: 'Wants a bank transfer abroad',
    });
  });

  it('says so when the user had already reported the listing', async () => {
    loggedInWith();
    mockApi({
      'users/me/': joao,
      [`gears/${gear.id}/reports/`]: Response.json(
        { detail: 'You have already reported this listing.', code: 'already_reported' },
        { status: 409 },
      ),
    });
    renderButton();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'It is offensive' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have already reported this listing.',
    );
  });

  it('keeps the dialog open with a message when sending fails', async () => {
    loggedInWith();
    mockApi({
      'users/me/': joao,
      [`gears/${gear.id}/reports/`]: Response.json(
        { detail: 'Boom', code: 'internal_error' },
        { status: 500 },
      ),
    });
    renderButton();
    const dialog = await openDialog();
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'It is in the wrong category' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The report could not be sent. Please try again later.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
