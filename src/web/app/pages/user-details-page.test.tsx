import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { joao, lena, loggedInWith, loggedOut, publicProfile } from '#web/test/users.ts';
import { UserDetailsPage } from './user-details-page.tsx';

const gearTypes = { 'gear-types/': [] };
const renderProfile = (id: string) =>
  renderPage(<UserDetailsPage />, { path: `/userdetails/${id}`, route: '/userdetails/:id' });

beforeEach(() => loggedOut());

describe('UserDetailsPage', () => {
  it('shows a visitor the name and badge, no contact details, and a Login Now link that remembers the page', async () => {
    const calls = mockApi({
      ...gearTypes,
      [`users/${lena.id}/`]: publicProfile(lena),
      'gears/': [],
    });
    renderProfile(lena.id);
    expect(await screen.findByRole('heading', { name: 'Lena Berg' })).toBeInTheDocument();
    expect(screen.getByText('Certified Seller')).toBeInTheDocument();
    expect(
      screen.getByText('To see contact details of the seller please login.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute(
      'href',
      `/auth?next=${encodeURIComponent(`/userdetails/${lena.id}`)}`,
    );
    expect(screen.queryByRole('heading', { name: 'Personal Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
    // The seller's active listings are listed below.
    expect(calls.some((c) => c.url === `/api/gears/?user=${lena.id}&status=active`)).toBe(true);
    expect(await screen.findByText('No gear for sale right now.')).toBeInTheDocument();
  });

  it("shows a logged-in user the seller's Personal Details, 'Not Available' for an empty phone, and no edit button", async () => {
    loggedInWith();
    mockApi({ ...gearTypes, 'users/me/': joao, [`users/${lena.id}/`]: lena, 'gears/': [] });
    renderProfile(lena.id);
    const details = await screen.findByRole('region', { name: 'Personal Details' });
    const text = (label: string) =>
      within(details).getByText(label).nextElementSibling?.textContent;
    expect(text('Username')).toBe('lena');
    expect(text('Email')).toBe('lena@example.com');
    expect(text('Country')).toBe('Portugal');
    expect(text('Phone')).toBe('Not Available');
    expect(
      screen.queryByText('To see contact details of the seller please login.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it('shows the edit button on one’s own profile only, leading to /editsignup/{id}', async () => {
    loggedInWith();
    mockApi({
      ...gearTypes,
      'users/me/': lena,
      [`users/${lena.id}/`]: { ...lena, phone_number: '+351 912 345 678' },
      'gears/': [],
    });
    renderProfile(lena.id);
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      `/editsignup/${lena.id}`,
    );
    expect(await screen.findByText('+351 912 345 678')).toBeInTheDocument();
  });

  it("shows 'Error: {message}' when the profile cannot be loaded", async () => {
    mockApi({
      ...gearTypes,
      [`users/${lena.id}/`]: Response.json(
        { detail: 'Server down', code: 'internal_error' },
        { status: 500 },
      ),
      'gears/': [],
    });
    renderProfile(lena.id);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Server down');
  });
});

describe('the account settings on the profile page', () => {
  it('appear on one’s own profile only', async () => {
    loggedInWith();
    mockApi({
      'gear-types/': [],
      'users/me/': lena,
      [`users/${lena.id}/`]: lena,
      [`users/${joao.id}/`]: joao,
      'gears/': [],
    });
    renderPage(<UserDetailsPage />, { path: `/userdetails/${lena.id}`, route: '/userdetails/:id' });
    expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
    expect(
      screen.getByText('Your e-mail address lena@example.com is verified.'),
    ).toBeInTheDocument();

    renderPage(<UserDetailsPage />, { path: `/userdetails/${joao.id}`, route: '/userdetails/:id' });
    expect(await screen.findAllByRole('heading', { name: 'João Silva' })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { name: 'Account settings' })).toHaveLength(1);
  });
});
