// Password reset and change. Both end every other way into the account: a reset revokes every
// session (whoever knew the old password is out), a change keeps only the session that made it.
import type { FastifyBaseLogger } from 'fastify';
import type {
  PasswordChangeInput,
  PasswordResetConfirmInput,
} from '#shared/contracts/account-security.ts';
import type { Db } from '#server/db/client.ts';
import { authenticationRequired, HttpError, validationError } from '#server/lib/http-error.ts';
import { hashPassword, verifyPassword } from '#server/lib/passwords.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { findUserById } from '#server/features/accounts/repository.ts';
import { enqueue } from '#server/jobs/queue.ts';
import { isActiveAccount } from '#server/policies/user-access.ts';
import { deleteSessions, findUserByEmail, lockUser, updatePassword } from './repository.ts';
import { dropUnusedTokens } from './token-repository.ts';
import { consumeToken, TOKEN_MESSAGES } from './tokens.ts';

/** The registration rule the shared schema cannot check alone: it needs the username. */
function refuseUsernameAsPassword(username: string, password: string, field: string) {
  if (password.toLowerCase() === username.toLowerCase())
    throw validationError({ [field]: ['The password cannot be the username.'] });
}

/**
 * Looks the address up and, for an account that may log in, hands queueing the mail (a job that
 * makes the token) to `later`: the caller answers first, so known and unknown addresses cost the
 * same.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  later: (work: () => Promise<unknown>) => void,
) {
  const user = await findUserByEmail(db, email);
  if (user && isActiveAccount(user))
    later(() =>
      enqueue(db, {
        task: 'password_reset_mail',
        payload: { userId: user.id },
        jobKey: `reset:${user.id}`,
      }),
    );
}

export async function confirmPasswordReset(db: Db, input: PasswordResetConfirmInput) {
  await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, input.token, 'reset_password');
    const user = await lockUser(tx, userId);
    if (!user) throw new HttpError('invalid_token', TOKEN_MESSAGES.invalid);
    // Throwing here rolls the transaction back, so the link still works with a better password.
    refuseUsernameAsPassword(user.username, input.password, 'password');
    // The link arrived in this mailbox: the address is proven as well as by verify-email.
    const passwordHash = await hashPassword(input.password);
    await updatePassword(tx, { userId, passwordHash, viaMail: true });
    await deleteSessions(tx, { userId });
    await dropUnusedTokens(tx, userId, 'reset_password');
  });
}

export async function changePassword(
  db: Db,
  { viewer, input, log }: { viewer: Viewer; input: PasswordChangeInput; log?: FastifyBaseLogger },
) {
  const user = await findUserById(db, viewer.id);
  if (!user) throw authenticationRequired();
  if (!(await verifyPassword(user.password_hash, input.old_password)))
    throw validationError(
      { old_password: ['The current password is not correct.'] },
      'The current password is not correct.',
    );
  refuseUsernameAsPassword(user.username, input.new_password, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  const revoked = await db.transaction(async (tx) => {
    await updatePassword(tx, { userId: user.id, passwordHash });
    await dropUnusedTokens(tx, user.id, 'reset_password');
    return deleteSessions(tx, { userId: user.id, except: viewer.session_id });
  });
  log?.info({ userId: user.id, revokedSessions: revoked }, 'password changed');
}
