// Where the gear is (docs/api.md): town suggestions, a listing's town, and radius and
// multi-country searches on real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOWNS } from '#server/db/seed/demo-towns.ts';
import { gearWriteClient, wingBody } from '#server/test/gears.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { townById } from './gazetteer.ts';

let t: TestContext;
let api: ReturnType<typeof gearWriteClient>;
beforeAll(async () => {
  t = await createTestApp();
  api = gearWriteClient(t);
});
afterAll(async () => t.close());

// GeoNames ids.
const INNSBRUCK = 2775220;
const KUFSTEIN = 2773300; // 60 km from Innsbruck, in Austria
const MUNICH = 2867714; // 110 km from Innsbruck, in Germany
const ANNECY = 3037543; // 380 km from Innsbruck, in France

const get = (url: string) => t.app.inject({ url });
const ids = (res: Awaited<ReturnType<typeof get>>) =>
  (res.json() as { id: string }[]).map((g) => g.id);

describe('GET towns/', () => {
  it('suggests towns by the start of their name, accents and case ignored, largest first', async () => {
    const res = await get('/api/towns/?q=zuri');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ name: 'Zürich', country: 'CH' });
    const inAustria = (await get('/api/towns/?q=inns&country=AT')).json();
    expect(inAustria[0]).toMatchObject({ id: INNSBRUCK, name: 'Innsbruck', country: 'AT' });
    expect(inAustria.every((town: { country: string }) => town.country === 'AT')).toBe(true);
    expect((await get('/api/towns/?q=')).statusCode).toBe(400);
    // An id answers that town (a search's URL keeps the id).
    expect((await get(`/api/towns/?q=${INNSBRUCK}`)).json()).toMatchObject([{ name: 'Innsbruck' }]);
  });
});

describe('the demo towns', () => {
  it('are the gazetteer’s, in their country', () => {
    for (const [country, towns] of Object.entries(DEMO_TOWNS))
      for (const town of towns) expect(townById(town.id)).toMatchObject({ ...town, country });
  });
});

describe("a listing's town", () => {
  it('is written by id or by a name within its country, read as {id, name, country}', async () => {
    const { auth } = await api.seller({ country: 'AT' });
    const byId = await api.post(auth, wingBody({ town: MUNICH }));
    expect(byId.statusCode, byId.body).toBe(201);
    expect(byId.json()).toMatchObject({
      country: 'DE',
      town: { id: MUNICH, name: 'Munich', country: 'DE' },
    });
    // A name is looked for in the seller's country when the body names none.
    const byName = await api.post(auth, wingBody({ town: 'innsbruck' }));
    expect(byName.json().town).toEqual({ id: INNSBRUCK, name: 'Innsbruck', country: 'AT' });
    const cleared = await api.put(auth, byName.json().id, wingBody({ town: null }));
    expect(cleared.json().town).toBeNull();
  });

  it('is a 400 naming town when unknown, ambiguous or in another country', async () => {
    const { auth } = await api.seller({ country: 'DE' });
    for (const town of ['Nowhereville', 'Weingarten'])
      expect((await api.post(auth, wingBody({ town }))).json().errors).toHaveProperty('town');
    const elsewhere = await api.post(auth, wingBody({ town: ANNECY, country: 'DE' }));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toHaveProperty('town');
  });
});

describe('searching near a town and in several countries', () => {
  it('finds the listings within the radius, in the countries asked', async () => {
    const { auth } = await api.seller();
    const name = `Radius ${Date.now()}`;
    const listed: Record<string, string> = {};
    for (const [key, town] of Object.entries({
      innsbruck: INNSBRUCK,
      kufstein: KUFSTEIN,
      munich: MUNICH,
      annecy: ANNECY,
    }))
      listed[key] = (await api.post(auth, wingBody({ name, town }))).json().id;
    listed.nowhere = (await api.post(auth, wingBody({ name, country: 'AT' }))).json().id;
    const found = async (query: string) =>
      ids(await get(`/api/gears/?name=${encodeURIComponent(name)}&${query}`)).sort();
    const of = (...keys: string[]) => keys.map((k) => listed[k]!).sort();

    expect(await found(`near=${INNSBRUCK}&radius_km=80`)).toEqual(of('innsbruck', 'kufstein'));
    expect(await found('near=Innsbruck&radius_km=150')).toEqual(
      of('innsbruck', 'kufstein', 'munich'),
    );
    // 50 km when no radius is given.
    expect(await found('near=Innsbruck')).toEqual(of('innsbruck'));
    expect(await found('near=Innsbruck&radius_km=500&country=AT,FR')).toEqual(
      of('innsbruck', 'kufstein', 'annecy'),
    );
    expect(await found('country=DE,AT')).toEqual(of('innsbruck', 'kufstein', 'munich', 'nowhere'));
    const unknown = await get('/api/gears/?near=Nowhereville');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('near');
    expect((await get('/api/gears/?near=Innsbruck&radius_km=501')).statusCode).toBe(400);
  });

  it('keeps the centre of a saved search and refuses an unknown town on query', async () => {
    const { auth } = await api.seller();
    const save = (query: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/saved-searches/',
        headers: { authorization: auth },
        payload: { name: 'Near', query, frequency: 'daily' },
      });
    expect((await save('near=Innsbruck&radius_km=80&country=AT,DE')).statusCode).toBe(201);
    const bad = await save('near=Nowhereville');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('query');
  });
});
