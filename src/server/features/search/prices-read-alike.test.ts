// Money's one formatter (src/shared/money.ts): the same listing's price reads the same in each
// language on the page (the web's formatPrice), in its link preview (og:description), in the
// search's feed and in an alert mail.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { formatPrice } from '#web/lib/format.ts';
import { loginAs, makeUser } from '#server/test/factories.ts';
import { wingProperties } from '#server/test/gears.ts';
import { mailsTo } from '#server/test/mail.ts';
import { createSeoTestApp, head } from '#server/test/seo.ts';

type App = Awaited<ReturnType<typeof createSeoTestApp>>;
let t: App;
beforeAll(async () => {
  t = await createSeoTestApp();
});
afterAll(async () => t.close());

// Spaces as Intl writes them: no break (U+00A0) before €, narrow no break (U+202F) in thousands.
const READS = {
  en: '€1,450',
  pt: '1450\u00a0€',
  es: '1450\u00a0€',
  fr: '1\u202f450\u00a0€',
};

describe('a price reads the same everywhere in one language', () => {
  it('on the page, in the link preview, the feed and an alert mail, in en, pt, es and fr', async () => {
    const brand = `Money${Date.now().toString(36)}`;
    const searchers = Object.fromEntries(
      await Promise.all(
        Object.keys(READS).map(async (language) => {
          const user = await makeUser(t.database.db, { language });
          const saved = await t.app.inject({
            method: 'POST',
            url: '/api/saved-searches/',
            headers: { authorization: await loginAs(t.database.db, user.id) },
            payload: { name: 'Prices', query: `brand=${brand}` },
          });
          expect(saved.statusCode).toBe(201);
          return [language, user.email];
        }),
      ),
    );
    const seller = await makeUser(t.database.db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/gears/',
      headers: { authorization: await loginAs(t.database.db, seller.id) },
      payload: {
        name: 'Rush for the preview',
        brand,
        model: 'Rush 6',
        price: 1450,
        currency: 'EUR',
        gear_type: GEAR_TYPE_IDS.wing,
        properties: wingProperties,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: string }).id;
    await t.drainJobs();
    // The instant sweep waits for its gathering window: run it now.
    await t.database.db.execute(
      sql`select graphile_worker.add_job('saved_search_sweep', '{}'::json)`,
    );

    for (const [language, reads] of Object.entries(READS)) {
      expect(formatPrice(1450, 'EUR', language), `page in ${language}`).toBe(reads);
      const page = await t.app.inject({ url: `/itemdetails/${id}?lng=${language}` });
      expect(head(page.body).meta('og:description')[0], `preview in ${language}`).toContain(reads);
      const feed = await t.app.inject({ url: `/feeds/gears.atom?brand=${brand}&lng=${language}` });
      expect(feed.body, `feed in ${language}`).toContain(`Rush 6, ${reads}`);
      const [mail] = await mailsTo(t, searchers[language]!);
      expect(mail?.text, `mail in ${language}`).toContain(reads);
    }
  });
});
