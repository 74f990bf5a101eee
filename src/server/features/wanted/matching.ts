// Wanted-item matching (docs/api.md): an active listing mails the owner of every open wanted item it
// matches (same gear type and currency, price at most the maximum, brand/model contained when
// given), once per gear. wanted_matches remembers who was told; a row is claimed before the mail
// goes, so two writes at once cannot mail twice, and given back when the mail fails, so a later
// edit tries again. Nothing here may fail the listing write that called it.
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { gears, users, wantedItems, wantedMatches } from '../../db/schema.ts';
import { mailLanguage } from '../../mail/i18n.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { wantedMatchMail } from '../../mail/templates/wanted-match.ts';
import { listedGear } from '../../policies/gear-visibility.ts';
import { activeAccount } from '../../policies/user-access.ts';

export type MatchDeps = { db: Db; mailer: Mailer; config: Config; log: FastifyBaseLogger };

/** Called after a gear was created or changed; logs instead of throwing. */
export async function notifyWantedMatches(deps: MatchDeps, gearId: string): Promise<void> {
  try {
    await notify(deps, gearId);
  } catch (err) {
    deps.log.error({ err, gearId }, 'wanted-item matches not notified');
  }
}

/** `needle` is empty (any) or contained in `haystack`, ignoring case; no wildcards involved. */
const containedIn = (haystack: string, needle: AnyPgColumn) =>
  sql`(${needle} = '' or strpos(lower(${haystack}), lower(${needle})) > 0)`;

async function notify({ db, mailer, config, log }: MatchDeps, gearId: string) {
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
    try {
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
    } catch (err) {
      log.error({ err, gearId: gear.id, userId: first!.owner }, 'wanted-match mail failed');
      await db.delete(wantedMatches).where(
        and(
          eq(wantedMatches.gear_id, gear.id),
          inArray(
            wantedMatches.wanted_item_id,
            owned.map((r) => r.id),
          ),
        ),
      );
    }
  }
}
