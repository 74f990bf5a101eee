// Deleting an account (GDPR erasure). The user row goes in one transaction and the database
// cascades to sessions, one-use tokens, listings with their pictures and certificates, wanted
// items, favourites and reports; contact messages and audit entries only lose the link to the
// user. Photo files go after the commit, and only those no other row still uses.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { notFound, permissionDenied, validationError } from '#server/lib/http-error.ts';
import { verifyPassword } from '#server/lib/passwords.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import { releaseKeys } from '#server/media/release-keys.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { findUserById } from '#server/features/accounts/repository.ts';
import { deleteUserReturningPhotoKeys } from './repository.ts';

export async function deleteAccount(
  deps: { db: Db; photos: PhotoStore; log?: FastifyBaseLogger },
  { viewer, id, password }: { viewer: Viewer; id: string; password: string },
) {
  if (viewer.id !== id) throw permissionDenied('You can only delete your own account.');
  const user = await findUserById(deps.db, id);
  if (!user) throw notFound('No user with this id.');
  // Typing the password again: a session left open on a shared computer is not enough.
  if (!(await verifyPassword(user.password_hash, password)))
    throw validationError(
      { password: ['The password is not correct.'] },
      'The password is not correct.',
    );

  const keys = await deleteUserReturningPhotoKeys(deps.db, id);
  await releaseKeys(deps.db, { photos: deps.photos, keys, log: deps.log });
}
