// The first staff account comes from the command line (scripts/create-admin.ts): there is no
// staff member yet who could grant the role in the back office. An existing account is promoted
// (its password stays); a new one is created with the given password, its e-mail taken as
// verified because the operator typed it.
import { z } from 'zod';
import { passwordSchema, usernameSchema } from '#shared/contracts/user-fields.ts';
import type { Db } from '#server/db/client.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { findUserByLogin, insertUser, takenFields } from '#server/features/accounts/repository.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { grantStaff } from './users-repository.ts';

export class CreateAdminError extends Error {}

export const adminInputSchema = z.object({
  username: usernameSchema,
  email: z.email().trim().max(254).optional(),
});

/** The first problem with a password, in the words of the sign-up form, or null. */
export function passwordProblem(password: string, username: string): string | null {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]!.message;
  if (password.toLowerCase() === username.toLowerCase())
    return 'The password cannot be the username.';
  return null;
}

/** Whether the account exists already (then no password is needed). */
export async function existingAccount(db: Db, username: string) {
  const user = await findUserByLogin(db, username);
  return user && user.username.toLowerCase() === username.toLowerCase() ? user : null;
}

export async function promoteOrCreate(
  db: Db,
  input: { username: string; email?: string; password?: string },
): Promise<{ created: boolean; username: string }> {
  const existing = await existingAccount(db, input.username);
  if (existing) {
    if (!existing.is_staff) {
      await db.transaction(async (tx) => {
        await grantStaff(tx, existing.id);
        await recordAudit(tx, {
          actorId: null,
          action: 'user.update',
          targetType: 'user',
          targetId: existing.id,
          before: { is_staff: false, via: 'create-admin' },
          after: { is_staff: true, via: 'create-admin' },
        });
      });
    }
    return { created: false, username: existing.username };
  }
  if (!input.email) throw new CreateAdminError('A new account needs --email.');
  if (!input.password) throw new CreateAdminError('A new account needs a password.');
  const problem = passwordProblem(input.password, input.username);
  if (problem) throw new CreateAdminError(`Password: ${problem}`);
  if ((await takenFields(db, input.username, input.email)).email)
    throw new CreateAdminError(`The e-mail ${input.email} belongs to another account.`);
  const password_hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      username: input.username,
      email: input.email!,
      password_hash,
      is_staff: true,
      email_verified: true,
      email_verified_at: new Date(),
    });
    await recordAudit(tx, {
      actorId: null,
      action: 'user.create',
      targetType: 'user',
      targetId: user.id,
      before: null,
      after: { username: input.username, is_staff: true, via: 'create-admin' },
    });
  });
  return { created: true, username: input.username };
}
