// What both messaging benchmarks start from: the 10k data set with its conversations cleared,
// conversations inserted straight into the tables, and a session token per user (as a sign-in
// would make: the sha256 of the token in `sessions`) so no argon2 sign-in is timed or waited for.
import './lib/help.ts';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { hashToken } from '../src/server/plugins/auth.ts';

export type Party = { id: string; token: string };

export async function clearConversations(client: pg.Client) {
  await client.query('TRUNCATE conversations, messages, conversation_reports, user_blocks CASCADE');
  await client.query(`DELETE FROM sessions WHERE expires_at > now() + interval '300 days'`);
}

/** A token per user; the sessions are told apart from real ones by their far expiry. */
export async function issueTokens(client: pg.Client, userIds: string[]) {
  const tokens = new Map<string, string>();
  for (const id of new Set(userIds)) tokens.set(id, randomBytes(24).toString('base64url'));
  await client.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at)
     SELECT * FROM unnest($1::uuid[], $2::text[]), LATERAL (SELECT now() + interval '1 year') e`,
    [[...tokens.keys()], [...tokens.values()].map(hashToken)],
  );
  return tokens;
}

/**
 * `count` conversations, each about an active listing of a different seller with a buyer who
 * sells none of them, and one message from the buyer, already read.
 */
export async function openConversations(client: pg.Client, count: number) {
  const { rows } = await client.query<{ id: string; buyer_id: string; seller_id: string }>(
    `WITH s AS (
       SELECT row_number() OVER () AS n, * FROM (
         SELECT DISTINCT ON (g.user_id) g.id AS gear_id, g.user_id AS seller_id, g.name
           FROM gears g JOIN users u ON u.id = g.user_id
          WHERE g.status = 'active' AND NOT g.is_hidden AND NOT u.is_suspended
          ORDER BY g.user_id, g.id) x
       LIMIT $1),
     b AS (
       SELECT row_number() OVER () AS n, u.id AS buyer_id FROM users u
        WHERE NOT u.is_suspended AND NOT u.is_staff AND u.id NOT IN (SELECT seller_id FROM s)
        LIMIT $1)
     INSERT INTO conversations (gear_id, gear_name, buyer_id, seller_id, last_message_at)
     SELECT s.gear_id, s.name, b.buyer_id, s.seller_id, now() - interval '1 hour'
       FROM s JOIN b USING (n)
     RETURNING id, buyer_id, seller_id`,
    [count],
  );
  await client.query(
    `INSERT INTO messages (conversation_id, sender_id, text, read_at, created_at)
     SELECT id, buyer_id, 'Is it still available?', now(), now() - interval '1 hour'
       FROM conversations WHERE id = ANY($1::uuid[])`,
    [rows.map((r) => r.id)],
  );
  if (rows.length < count) throw new Error(`only ${rows.length} conversations could be opened`);
  return rows;
}

/** CPU seconds (user + system) a process has used so far: what the server spent, whatever
 * else loads the machine. */
export function readProcessCpu(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
