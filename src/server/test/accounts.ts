// Shared by the accounts tests: a valid sign-up body and the calls that go through the API.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const PASSWORD = 'correct horse battery';

export function signUpBody(overrides: Record<string, unknown> = {}) {
  const name = `pilot_${randomBytes(4).toString('hex')}`;
  return {
    username: name,
    password: PASSWORD,
    email: `${name}@example.com`,
    first_name: 'Ana',
    last_name: 'Silva',
    country: 'PT',
    phone_number: '+351 912 345 678',
    ...overrides,
  };
}

export const register = (
  app: FastifyInstance,
  body: Record<string, unknown>,
  remoteAddress?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

export const login = (
  app: FastifyInstance,
  username: string,
  password = PASSWORD,
  remoteAddress?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** Registers a fresh account and logs it in; returns the user and its Authorization header. */
export async function signedUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const created = await register(app, body);
  if (created.statusCode !== 201) throw new Error(`register failed: ${created.body}`);
  const session = await login(app, body.username);
  if (session.statusCode !== 200) throw new Error(`login failed: ${session.body}`);
  const { access, user } = session.json() as { access: string; user: { id: string } };
  return { body, user, auth: `Token ${access}` };
}
