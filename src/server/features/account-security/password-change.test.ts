import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { login, PASSWORD, signedUp } from '#server/test/accounts.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'higher cloudbase 77';
const change = (payload: unknown, auth?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password/change/',
    payload: payload as object,
    headers: auth ? { authorization: auth } : {},
  });
const me = (auth: string) =>
  t.app.inject({ url: '/api/users/me/', headers: { authorization: auth } });

describe('POST /api/password/change/', () => {
  it('needs a login', async () => {
    const res = await change({ old_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('authentication_required');
  });

  it('changes the password (204), keeps this session and ends the others', async () => {
    const { body, auth } = await signedUp(t.app);
    const other = `Token ${(await login(t.app, body.username)).json().access}`;
    const res = await change({ old_password: PASSWORD, new_password: NEW_PASSWORD }, auth);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await me(auth)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(t.app, body.username, PASSWORD)).statusCode).toBe(401);
    expect((await login(t.app, body.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 naming old_password and changes nothing', async () => {
    const { body, auth } = await signedUp(t.app);
    const other = `Token ${(await login(t.app, body.username)).json().access}`;
    const res = await change({ old_password: 'not my password', new_password: NEW_PASSWORD }, auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      detail: 'The current password is not correct.',
      errors: { old_password: ['The current password is not correct.'] },
    });
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(t.app, body.username, PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['old_password', { old_password: undefined }],
    ['old_password', { old_password: '' }],
    ['new_password', { new_password: undefined }],
    ['new_password', { new_password: 'short1' }],
    ['new_password', { new_password: '12345678901' }],
    ['new_password', { new_password: 'x'.repeat(129) }],
  ])('answers 400 naming %s for %j', async (field, overrides) => {
    const { body, auth } = await signedUp(t.app);
    const res = await change(
      { old_password: PASSWORD, new_password: NEW_PASSWORD, ...overrides },
      auth,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: { [field]: [expect.any(String)] },
    });
    expect((await login(t.app, body.username, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the username as the new password', async () => {
    const { body, auth } = await signedUp(t.app);
    const res = await change({ old_password: PASSWORD, new_password: body.username }, auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ new_password: ['The password cannot be the username.'] });
  });
});
