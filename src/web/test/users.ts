// Users and a logged-in session for component tests (imported by *.test.tsx only).
import type { PrivateUser, PublicProfile } from '#shared/contracts/users.ts';
import { clearToken, setToken } from '#web/lib/session.ts';

export const lena: PrivateUser = {
  id: '22222222-2222-4222-8222-222222222222',
  username: 'lena',
  email: 'lena@example.com',
  first_name: 'Lena',
  last_name: 'Berg',
  country: 'PT',
  phone_number: '',
  is_certified_seller: true,
  is_staff: false,
  email_verified: true,
  contact_visibility: 'email_phone',
  message_mails: true,
  takeoff_weight: null,
  date_joined: '2026-01-05T10:00:00.000Z',
};

export const joao: PrivateUser = {
  ...lena,
  id: '33333333-3333-4333-8333-333333333333',
  username: 'joao',
  email: 'joao@example.com',
  first_name: 'João',
  last_name: 'Silva',
  is_certified_seller: false,
};

/** What an anonymous caller gets for a user (no contact fields). */
export function publicProfile(user: PrivateUser): PublicProfile {
  const { id, first_name, last_name, is_certified_seller, date_joined } = user;
  return { id, first_name, last_name, is_certified_seller, date_joined };
}

/** Puts a token in the airToken cookie; the session then loads the user from users/me/. */
export function loggedInWith(token = 'test-token') {
  setToken(token);
}

export function loggedOut() {
  clearToken();
}
