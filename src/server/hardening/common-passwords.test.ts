// The most common passwords are refused wherever a new password is chosen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '#shared/common-passwords.ts';
import { passwordSchema } from '#shared/contracts/user-fields.ts';
import { register, signUpBody } from '#server/test/accounts.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('common passwords', () => {
  it('the list is large and holds only passwords the length rule would let through', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(1000);
    for (const p of ['password', 'password1', 'qwerty123', 'iloveyou', 'Sunshine1', ' Letmein1 '])
      expect(isCommonPassword(p), p).toBe(true);
    for (const p of ['correct horse battery', 'glide-safely-42', 'airgear-demo'])
      expect(isCommonPassword(p), p).toBe(false);
  });

  it('the shared schema refuses them with one clear message', () => {
    const result = passwordSchema.safeParse('Password123');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['This password is too common.']);
    // All digits keep their own message only.
    expect(passwordSchema.safeParse('12345678').error?.issues.map((i) => i.message)).toEqual([
      'The password cannot be all digits.',
    ]);
    expect(passwordSchema.safeParse('thermal soaring at dusk').success).toBe(true);
  });

  it('sign-up answers 400 naming the password field, and creates nothing', async () => {
    const body = signUpBody({ password: 'Qwerty123' });
    const refused = await register(t.app, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail: 'Some fields are not valid.',
      code: 'validation_error',
      errors: { password: ['This password is too common.'] },
    });
    const accepted = await register(t.app, { ...body, password: 'wind over the ridge' });
    expect(accepted.statusCode).toBe(201);
  });
});
