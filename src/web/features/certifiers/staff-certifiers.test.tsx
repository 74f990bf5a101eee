import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Certifier } from '#shared/contracts/certificates.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { lena, loggedInWith, loggedOut } from '#web/test/users.ts';
import { AddCertifierPage } from './add-certifier-page.tsx';
import { CertifierDetailPage } from './certifier-detail-page.tsx';

const staff = { ...lena, is_staff: true };
const loft: Certifier = {
  id: '0b5f1c2e-8a4d-4c3b-9e6f-1a2b3c4d5e09',
  name: 'Loft Nine',
  website: '',
  phone_number: '',
  contact_email: 'nine@loft.example',
  address: '',
};

beforeEach(() => loggedOut());

describe('AddCertifierPage for staff', () => {
  it('checks the form, posts the certifier and opens its page', async () => {
    loggedInWith();
    const calls = mockApi({ 'users/me/': staff, 'certifiers/': loft });
    const { router } = renderPage(<AddCertifierPage />, {
      path: '/addcertifier',
      route: '/addcertifier',
    });
    const create = await screen.findByRole('button', { name: 'Add certifier' });
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-mail');
    await userEvent.click(create);
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Loft Nine');
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'nine@loft.example');
    await userEvent.click(create);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/certifierdetails/${loft.id}`),
    );
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.url).toBe('/api/certifiers/');
    expect(JSON.parse(String(post.init?.body))).toEqual({
      name: 'Loft Nine',
      website: '',
      phone_number: '',
      contact_email: 'nine@loft.example',
      address: '',
    });
  });

  it('shows a user without the staff role the explanation, not the form', async () => {
    loggedInWith();
    mockApi({ 'users/me/': lena });
    renderPage(<AddCertifierPage />);
    expect(
      await screen.findByText(/Certifiers are added by the Air Gear team/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add certifier' })).toBeNull();
  });
});

describe('CertifierDetailPage for staff', () => {
  const renderDetail = () =>
    renderPage(<CertifierDetailPage />, {
      path: `/certifierdetails/${loft.id}`,
      route: '/certifierdetails/:id',
    });

  it('asks before deleting and shows why a certifier in use cannot go', async () => {
    loggedInWith();
    mockApi({
      'users/me/': staff,
      [`certifiers/${loft.id}/`]: loft,
    });
    // The DELETE answers 409; GET answers the certifier.
    const answer = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'DELETE'
        ? Response.json(
            {
              code: 'conflict',
              detail: 'This certifier is named on 2 certificates and cannot be deleted.',
            },
            { status: 409 },
          )
        : answer(input, init)) as typeof fetch;
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete certifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this certifier?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete certifier' }));
    expect(
      await screen.findByText('This certifier is named on 2 certificates and cannot be deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Loft Nine' })).toBeInTheDocument();
  });

  it('edits in place with the same form', async () => {
    loggedInWith();
    const calls = mockApi({
      'users/me/': staff,
      [`certifiers/${loft.id}/`]: { ...loft, name: 'Loft Ten' },
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit certifier' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Loft Ten');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.init?.method === 'PUT')?.url).toBe(`/api/certifiers/${loft.id}/`);
  });

  it('shows no staff controls to anyone else', async () => {
    mockApi({ [`certifiers/${loft.id}/`]: loft });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Loft Nine' });
    expect(screen.queryByRole('button', { name: 'Edit certifier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete certifier' })).toBeNull();
  });
});
