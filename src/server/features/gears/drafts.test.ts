// Where, how and when (docs/api.md): CHF prices, drafts kept to their owner until published.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedJobs } from '#server/jobs/test-jobs.ts';
import { gearWriteClient, wingBody } from '#server/test/gears.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let api: ReturnType<typeof gearWriteClient>;
beforeAll(async () => {
  t = await createTestApp();
  api = gearWriteClient(t);
});
afterAll(async () => t.close());

describe('a listing priced in Swiss francs', () => {
  it('is accepted and answered in CHF', async () => {
    const { auth } = await api.seller();
    const res = await api.post(auth, wingBody({ currency: 'CHF', price: 2400 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ currency: 'CHF', price: 2400 });
  });
});

const jobsFor = async (gearId: string) =>
  (await queuedJobs(t.database.db)).filter((job) => job.payload.gearId === gearId);

describe('a draft', () => {
  it('stays with its owner, unlisted and unmatched, until it is published', async () => {
    const { auth } = await api.seller();
    const res = await api.post(auth, wingBody({ name: 'Draft wing', status: 'draft' }));
    expect(res.statusCode).toBe(201);
    const draft = res.json();
    expect(draft).toMatchObject({ status: 'draft', published_at: null });
    expect(await jobsFor(draft.id)).toEqual([]);
    expect((await t.app.inject({ url: `/api/gears/${draft.id}/` })).statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/gears/?name=Draft wing' });
    expect(list.json()).toEqual([]);
    const own = await t.app.inject({
      url: `/api/gears/${draft.id}/`,
      headers: { authorization: auth },
    });
    expect(own.json().status).toBe('draft');

    const published = await t.app.inject({
      method: 'POST',
      url: `/api/gears/${draft.id}/publish/`,
      headers: { authorization: auth },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ id: draft.id, status: 'active' });
    expect(Date.parse(published.json().published_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await jobsFor(draft.id)).map((j) => j.task_identifier).sort()).toEqual([
      'match_notice_subject',
      'match_saved_searches',
      'match_wanted',
    ]);
    expect((await t.app.inject({ url: `/api/gears/${draft.id}/` })).statusCode).toBe(200);
  });

  it('may be published by its owner only', async () => {
    const { auth } = await api.seller();
    const other = await api.seller();
    const draft = (await api.post(auth, wingBody({ status: 'draft' }))).json();
    const publish = (who?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/gears/${draft.id}/publish/`,
        headers: who ? { authorization: who } : {},
      });
    expect((await publish()).statusCode).toBe(401);
    expect((await publish(other.auth)).statusCode).toBe(404);
    expect((await api.stored(draft.id))!.status).toBe('draft');
  });

  it('is not made by the original clients: without a status a listing is published at once', async () => {
    const { auth } = await api.seller();
    const gear = (await api.post(auth, wingBody())).json();
    expect(gear.status).toBe('active');
    expect(gear.published_at).toBe(gear.created_at);
  });
});

describe('condition, pickup, shipping and test flight', () => {
  it('are written and read, and default to unknown / no', async () => {
    const { auth } = await api.seller();
    const plain = (await api.post(auth, wingBody())).json();
    expect(plain).toMatchObject({
      condition: null,
      pickup: false,
      shipping: false,
      test_flight: false,
    });
    const res = await api.post(
      auth,
      wingBody({ condition: 'like_new', pickup: true, shipping: true, test_flight: true }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      condition: 'like_new',
      pickup: true,
      shipping: true,
      test_flight: true,
    });
    const edited = await api.put(auth, res.json().id, wingBody({ condition: 'used' }));
    // Left out on an edit: kept.
    expect(edited.json()).toMatchObject({ condition: 'used', pickup: true, test_flight: true });
    const bad = await api.post(auth, wingBody({ condition: 'mint' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('condition');
  });
});

describe('duplicating a listing', () => {
  it('makes a draft copy of its facts without photos, for its owner only', async () => {
    const { user, auth } = await api.seller();
    const other = await api.seller();
    const source = (
      await api.post(auth, wingBody({ name: 'Original', condition: 'used', shipping: true }))
    ).json();
    const copy = (who: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/gears/${source.id}/duplicate/`,
        headers: { authorization: who },
      });
    expect((await copy(other.auth)).statusCode).toBe(403);
    const res = await copy(auth);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Original',
      status: 'draft',
      condition: 'used',
      shipping: true,
      pictures: [],
      user: user.id,
      published_at: null,
    });
    expect(res.json().id).not.toBe(source.id);
    expect(await jobsFor(res.json().id)).toEqual([]);
  });
});

describe('sizes', () => {
  it('are free text: a wing sized 22 is accepted, the usual sizes are suggested', async () => {
    const { auth } = await api.seller();
    const res = await api.post(
      auth,
      wingBody({ properties: { ...wingBody().properties, size: '22' } }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().properties.size).toBe('22');
    const types = (await t.app.inject({ url: '/api/gear-types/' })).json() as {
      slug: string;
      extra_properties: { name: string; type: string; options?: string[] }[];
    }[];
    const size = types
      .find((x) => x.slug === 'wing')!
      .extra_properties.find((p) => p.name === 'size');
    expect(size).toMatchObject({ type: 'text' });
    expect(size!.options).toEqual(expect.arrayContaining(['XS', 'M', '22', '24']));
  });
});

describe('the seller’s numbers', () => {
  it('count views by others and saves, in the owner’s own list only', async () => {
    const { user, auth } = await api.seller();
    const buyer = await api.seller();
    const gear = (await api.post(auth, wingBody({ name: 'Counted wing' }))).json();
    const read = (who?: string) =>
      t.app.inject({ url: `/api/gears/${gear.id}/`, headers: who ? { authorization: who } : {} });
    await read();
    await read(buyer.auth);
    await read(auth); // the owner's own look is no view
    await t.app.inject({
      method: 'POST',
      url: '/api/favourites/',
      headers: { authorization: buyer.auth },
      payload: { gear: gear.id },
    });
    const own = await t.app.inject({
      url: `/api/gears/?user=${user.id}`,
      headers: { authorization: auth },
    });
    expect(own.json()[0]).toMatchObject({ id: gear.id, views: 2, saves: 1 });
    const public_ = await t.app.inject({ url: `/api/gears/?user=${user.id}` });
    expect(public_.json()[0]).not.toHaveProperty('views');
  });
});
