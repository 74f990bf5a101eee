import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PrivateUser } from '#shared/contracts/users.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { errorResponse, GEAR_ID, sampleGear } from '#web/test/fixtures.ts';
import { joao, lena, loggedInWith, loggedOut } from '#web/test/users.ts';
import { AddCertificatePage } from './add-certificate-page.tsx';

afterEach(loggedOut);

const CERTIFIER = '0b5f1c2e-8a4d-4c3b-9e6f-1a2b3c4d5e02';
const certifiers = [
  {
    id: CERTIFIER,
    name: 'Thermal Valley Glider Service',
    website: '',
    phone_number: '',
    contact_email: '',
    address: '',
  },
];

function renderAdd(viewer: PrivateUser | null, answer: unknown = {}) {
  if (viewer) loggedInWith();
  const calls = mockApi({
    [`gears/${GEAR_ID}/certificates/`]: answer,
    [`gears/${GEAR_ID}/`]: sampleGear(),
    'certifiers/': certifiers,
    ...(viewer ? { 'users/me/': viewer } : {}),
  });
  const view = renderPage(<AddCertificatePage />, {
    path: `/addcertficate/${GEAR_ID}`,
    route: '/addcertficate/:id',
  });
  return { calls, ...view };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  issue = '2026-04-01',
  expiry = '2028-04-01',
) {
  await user.type(await screen.findByLabelText('Issue date'), issue);
  await user.type(screen.getByLabelText('Expiry date'), expiry);
  await user.type(screen.getByLabelText('Porosity (seconds)'), '38');
  await user.selectOptions(screen.getByLabelText('Certifier'), 'Thermal Valley Glider Service');
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByRole('radio', { name: 'Good' }));
}

describe('AddCertificatePage', () => {
  it('posts the certificate (with the gear and user old clients send) and returns to the gear', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderAdd(lena);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save certificate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/itemdetails/${GEAR_ID}`));
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.url).toBe(`/api/gears/${GEAR_ID}/certificates/`);
    expect(JSON.parse(String(post.init?.body))).toEqual({
      issue_date: '2026-04-01',
      expiration_date: '2028-04-01',
      porosity: 38,
      certifier: CERTIFIER,
      lines_need_trim: true,
      fabric_condition: true,
      gear: GEAR_ID,
      user: lena.id,
    });
  });

  it('names empty fields and refuses an expiry before the issue date', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdd(lena);
    await user.click(await screen.findByRole('button', { name: 'Save certificate' }));
    expect(await screen.findByText('The field "Issue date" is empty!')).toBeInTheDocument();
    expect(screen.getByText('The field "Certifier" is empty!')).toBeInTheDocument();
    expect(screen.getByText('The field "Fabric condition" is empty!')).toBeInTheDocument();
    expect(screen.getByLabelText('Porosity (seconds)')).toHaveAccessibleDescription(
      /The field "Porosity \(seconds\)" is empty!/,
    );
    await fill(user, '2026-04-01', '2025-04-01');
    await user.click(screen.getByRole('button', { name: 'Save certificate' }));
    expect(
      await screen.findByText('The expiry date cannot be before the issue date.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
  });

  it('shows the server’s errors inline and keeps the values', async () => {
    const user = userEvent.setup();
    renderAdd(
      lena,
      errorResponse(400, {
        detail: 'Invalid.',
        code: 'validation_error',
        errors: { certifier: ['No certifier with this id.'] },
      }),
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save certificate' }));
    expect(await screen.findByText('No certifier with this id.')).toBeInTheDocument();
    expect(screen.getByLabelText('Certifier')).toHaveAccessibleDescription(
      'No certifier with this id.',
    );
    expect(screen.getByLabelText('Porosity (seconds)')).toHaveValue(38);
  });

  it('is for the gear’s owner only', async () => {
    renderAdd(joao);
    expect(
      await screen.findByText('Only the seller of this gear can add a certificate to it.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Issue date')).not.toBeInTheDocument();
  });
});
