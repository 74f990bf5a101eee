// Wanted-item matching (docs/api.md): an active listing mails the owner of every open wanted item it
// matches (same gear type and currency, price at most the maximum, brand/model contained when
// given), once per gear. wanted_matches remembers who was told; a row is claimed before the mail
// goes, so two runs at once cannot mail twice. It runs as a job (src/server/jobs/tasks/
// match-wanted.ts) in one transaction with a mailer that queues: claims and mails commit together.
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Config } from '#server/config.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { gears, users, wantedItems, wantedMatches } from '#server/db/schema.ts';
import { mailLanguage } from '#server/mail/i18n.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { wantedMatchMail } from '#server/mail/templates/wanted-match.ts';
import { listedGear } from '#server/policies/gear-visibility.ts';
import { activeAccount } from '#server/policies/user-access.ts';

export type MatchDeps = { db: Db | Tx; mailer: Mailer; config: Config };

/** After a gear was created or changed; throws on failure, so the job is tried again. */
export async function notifyWantedMatches(deps: MatchDeps, gearId: string): Promise<void> {
  await notify(deps, gearId);
}

/** `needle` is empty (any) or contained in `haystack`, ignoring case; no wildcards involved. */
const containedIn = (haystack: string, needle: AnyPgColumn) =>
  sql`(${needle} = '' or strpos(lower(${haystack}), lower(${needle})) > 0)`;

async function notify({ db, mailer, config }: MatchDeps, gearId: string) {
  const [gear] = await db
    .select({
      id: gears.id,
      user: gears.user_id,
      gear_type: gears.gear_type_id,
      name: gears.name,
      brand: gears.brand,
      model: gears.model,
      price: gears.price,
      currency: gears.currency,
    })
    .from(gears)
    .where(and(eq(gears.id, gearId), listedGear()))
    .limit(1);
  if (!gear) return;

  const candidates = await db
    .select({ id: wantedItems.id })
    .from(wantedItems)
    .innerJoin(users, eq(users.id, wantedItems.user_id))
    .where(
      and(
        eq(wantedItems.status, 'open'),
        eq(wantedItems.gear_type_id, gear.gear_type),
        eq(wantedItems.currency, gear.currency),
        gte(wantedItems.max_price, gear.price),
        // Never tell sellers about their own listing.
        ne(wantedItems.user_id, gear.user),
        activeAccount(),
        containedIn(gear.brand, wantedItems.brand),
        containedIn(gear.model, wantedItems.model),
      ),
    );
  if (candidates.length === 0) return;
  const claimed = await db
    .insert(wantedMatches)
    .values(candidates.map((c) => ({ wanted_item_id: c.id, gear_id: gear.id })))
    .onConflictDoNothing()
    .returning({ id: wantedMatches.wanted_item_id });
  if (claimed.length === 0) return;

  const requests = await db
    .select({
      id: wantedItems.id,
      description: wantedItems.description,
      max_price: wantedItems.max_price,
      currency: wantedItems.currency,
      owner: users.id,
      email: users.email,
      first_name: users.first_name,
      language: users.language,
    })
    .from(wantedItems)
    .innerJoin(users, eq(users.id, wantedItems.user_id))
    .where(
      inArray(
        wantedItems.id,
        claimed.map((c) => c.id),
      ),
    );
  // One mail per person and gear, even when several of their requests match it.
  const byOwner = Map.groupBy(requests, (r) => r.owner);
  for (const owned of byOwner.values()) {
    const [first] = owned;
    const language = mailLanguage(first!.language);
    await mailer.send({
      to: first!.email,
      ...wantedMatchMail({
        language,
        name: first!.first_name,
        siteUrl: config.siteUrl,
        gear: { ...gear, price: { amount: gear.price, currency: gear.currency } },
        requests: owned.map((r) => ({
          description: r.description,
          max_price: { amount: r.max_price, currency: r.currency },
        })),
      }),
    });
  }
}
