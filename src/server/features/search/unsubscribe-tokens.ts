// The token of an alert mail's unsubscribe links: the saved search's id and an HMAC-SHA256 of it
// under a key the app made for itself (app_secrets, shared by every server process of the
// database). It needs no login and no stored row; it cannot be forged without the key, and it
// names one search, so it cannot stop another one (`all` stops the alerts of that search's owner).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { appSecret } from '#server/db/app-secrets-repository.ts';
import type { Db, Tx } from '#server/db/client.ts';

const KEY_NAME = 'saved_search_unsubscribe';
const keys = new WeakMap<object, Promise<Buffer>>();

/** The key, read once per database handle. */
function keyOf(db: Db | Tx): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = appSecret(db, KEY_NAME);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

const mac = (key: Buffer, id: string) =>
  createHmac('sha256', key).update(`unsubscribe:${id}`).digest().subarray(0, 20);

export async function unsubscribeToken(db: Db | Tx, savedSearchId: string): Promise<string> {
  return `${savedSearchId}.${mac(await keyOf(db), savedSearchId).toString('base64url')}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The saved search a token was made for, or null when it was not made by this app. */
export async function verifyUnsubscribeToken(db: Db, token: string): Promise<string | null> {
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length > 0 || !UUID.test(id)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(await keyOf(db), id);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return id;
}
