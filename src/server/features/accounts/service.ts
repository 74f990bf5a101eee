// The rules of accounts: unique usernames and e-mails, password checks that do not reveal
// which accounts exist, and opaque session tokens of which only the hash is stored.
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { TOKEN_LIFETIME_SECONDS } from '#shared/constants.ts';
import type { LoginInput, registerSchema } from '#shared/contracts/users.ts';
import type { Db } from '#server/db/client.ts';
import { uniqueViolation } from '#server/db/errors.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { hashPassword, needsRehash, verifyPassword } from '#server/lib/passwords.ts';
import { hashToken } from '#server/plugins/auth.ts';
import { queueVerificationMail } from '#server/features/account-security/mail.ts';
import { isActiveAccount } from '#server/policies/user-access.ts';
import {
  createSession,
  findUserByLogin,
  insertUser,
  takenFields,
  updateUser,
  type UserRow,
} from './repository.ts';

const usernameTaken = () =>
  new HttpError('username_taken', 'A user with that username already exists.');
const emailTaken = () => new HttpError('email_taken', 'A user with that email already exists.');
export const invalidCredentials = () =>
  new HttpError('invalid_credentials', 'No active account found with the given credentials');

export async function registerUser(
  db: Db,
  input: z.output<typeof registerSchema>,
): Promise<UserRow> {
  // Checked first for a clear answer without the cost of hashing; the unique indexes still
  // decide when two sign-ups for the same name race each other.
  const taken = await takenFields(db, input.username, input.email);
  if (taken.username) throw usernameTaken();
  if (taken.email) throw emailTaken();
  const { password, language, ...profile } = input;
  const password_hash = await hashPassword(password);
  try {
    // The verification mail is queued with the account: both are committed, or neither.
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        ...profile,
        password_hash,
        ...(language ? { language } : {}),
      });
      await queueVerificationMail(tx, user.id);
      return user;
    });
  } catch (error) {
    const index = uniqueViolation(error);
    if (index === 'users_username_lower_uq') throw usernameTaken();
    if (index === 'users_email_lower_uq') throw emailTaken();
    throw error;
  }
}

/**
 * A new session for a username (or e-mail) and password. Unknown accounts, wrong passwords
 * and suspended accounts all answer the same error after the same amount of work.
 */
export async function logIn(db: Db, input: LoginInput): Promise<{ token: string; user: UserRow }> {
  const user = await findUserByLogin(db, input.username);
  const matches = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !matches || !isActiveAccount(user)) throw invalidCredentials();

  // 256 random bits; the database only ever sees their SHA-256.
  const token = randomBytes(32).toString('base64url');
  await createSession(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000),
  });

  const changes: Parameters<typeof updateUser>[2] = {};
  if (needsRehash(user.password_hash)) changes.password_hash = await hashPassword(input.password);
  if (input.language && input.language !== user.language) changes.language = input.language;
  const current = Object.keys(changes).length > 0 ? await updateUser(db, user.id, changes) : user;
  return { token, user: current ?? user };
}
