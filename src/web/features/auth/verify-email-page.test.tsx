import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { lena, loggedInWith, loggedOut } from '#web/test/users.ts';
import { VerifyEmailPage } from './verify-email-page.tsx';

const open = (path: string) => renderPage(<VerifyEmailPage />, { path, route: '/verify-email' });
const refused = (detail: string) =>
  new Response(JSON.stringify({ detail, code: 'invalid_token' }), { status: 400 });

beforeEach(() => loggedOut());

describe('VerifyEmailPage', () => {
  it('sends the token of the link once and confirms the address', async () => {
    const calls = mockApi({ 'verify-email/': new Response(null, { status: 204 }) });
    open('/verify-email?token=abc_DEF-123');
    expect(
      await screen.findByText('Thank you! Your e-mail address is confirmed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
    const posts = calls.filter((c) => c.url === '/api/verify-email/');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(posts[0]!.init?.body))).toEqual({ token: 'abc_DEF-123' });
  });

  it('reloads a logged-in user and leads to the profile, where the new state shows', async () => {
    loggedInWith();
    const calls = mockApi({
      'users/me/': lena,
      'verify-email/': new Response(null, { status: 204 }),
    });
    open('/verify-email?token=abc');
    expect(await screen.findByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      `/userdetails/${lena.id}`,
    );
    // The profile is loaded again after the confirmation, even if its first load was under way.
    const urls = calls.map((c) => c.url);
    expect(urls.lastIndexOf('/api/users/me/')).toBeGreaterThan(urls.indexOf('/api/verify-email/'));
  });

  it.each([
    ['This link has already been used.', 'This link has already been used.'],
    [
      'This link has expired. Please ask for a new one.',
      'This link has expired. Please ask for a new one.',
    ],
    [
      'This link is not valid.',
      'This link is not valid. Please check that you copied the whole link',
    ],
  ])('explains a refused link (%s)', async (detail, shown) => {
    mockApi({ 'verify-email/': refused(detail) });
    open('/verify-email?token=abc');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not confirm your e-mail address');
    expect(alert).toHaveTextContent(shown);
    expect(alert).toHaveTextContent('Log in to ask for a new link on your profile page.');
  });

  it('says what is missing when opened without a token, and calls nothing', () => {
    const calls = mockApi({});
    open('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page needs the link from our e-mail.',
    );
    expect(calls).toHaveLength(0);
  });
});
