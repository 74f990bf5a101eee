// The visibility matrix of docs/security.md, cell by cell: each viewer × each listing state ×
// each action, through the real routes. The five listings are built once; every cell is a
// request of its own (favourites and reports are made once per viewer and listing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, wantedMatches } from '#server/db/schema.ts';
import { notifyWantedMatches } from '#server/features/wanted/matching.ts';
import { makeWanted, loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createSeoTestApp } from '#server/test/seo.ts';

const STATES = ['active', 'sold', 'archived', 'hidden', 'suspended'] as const;
const VIEWERS = ['anonymous', 'user', 'owner', 'staff'] as const;
type State = (typeof STATES)[number];
type Viewer = (typeof VIEWERS)[number];
type Row = Record<State, number | boolean>;

// The matrix (docs/security.md). Columns: active, sold, archived, hidden by staff, seller
// suspended. A suspended owner is signed out (their sessions end, their token counts for nothing).
const row = (...cells: (number | boolean)[]): Row =>
  Object.fromEntries(STATES.map((s, i) => [s, cells[i]!])) as Row;
const Y = true;
const N = false;
const MATRIX: Record<string, Record<Viewer, Row>> = {
  // GET /api/gears/?user={seller}: the seller's listings (all of their own for the owner).
  list: {
    anonymous: row(Y, N, N, N, N),
    user: row(Y, N, N, N, N),
    owner: row(Y, Y, Y, Y, N),
    staff: row(Y, N, N, N, N),
  },
  // GET /api/gears/{id}/, its certificates and its pictures.
  detail: {
    anonymous: row(200, 200, 404, 404, 404),
    user: row(200, 200, 404, 404, 404),
    owner: row(200, 200, 200, 200, 404),
    staff: row(200, 200, 200, 200, 200),
  },
  // /itemdetails/{id} and /editgear/{id}: the HTML does not know its viewer.
  page: {
    anonymous: row(200, 200, 404, 404, 404),
    user: row(200, 200, 404, 404, 404),
    owner: row(200, 200, 404, 404, 404),
    staff: row(200, 200, 404, 404, 404),
  },
  // POST /api/favourites/
  favourite: {
    anonymous: row(401, 401, 401, 401, 401),
    user: row(201, 201, 404, 404, 404),
    owner: row(201, 201, 201, 201, 401),
    staff: row(201, 201, 201, 201, 201),
  },
  // POST /api/gears/{id}/reports/
  report: {
    anonymous: row(401, 401, 401, 401, 401),
    user: row(201, 201, 404, 404, 404),
    owner: row(403, 403, 403, 403, 401),
    staff: row(201, 201, 201, 201, 201),
  },
  // PUT /api/gears/{id}/ with an empty body: 400 means the caller got past "who may write".
  edit: {
    anonymous: row(401, 401, 401, 401, 401),
    user: row(403, 403, 404, 404, 404),
    owner: row(400, 400, 400, 400, 401),
    staff: row(400, 400, 400, 400, 400),
  },
};
// Not per viewer: the sitemap and the wanted-item mails.
const LISTED = row(Y, N, N, N, N);

let t: Awaited<ReturnType<typeof createSeoTestApp>>;
const gear = {} as Record<State, { id: string; user_id: string }>;
const auth = {} as Record<Exclude<Viewer, 'anonymous' | 'owner'>, string> & {
  owner: string;
  suspendedOwner: string;
};

beforeAll(async () => {
  t = await createSeoTestApp();
  const db = t.database.db;
  const [owner, suspended, user, staff] = await Promise.all([
    makeUser(db),
    makeUser(db),
    makeUser(db),
    makeUser(db, { is_staff: true }),
  ]);
  gear.active = await makeGear(db, owner.id);
  gear.sold = await makeGear(db, owner.id, { status: 'sold' });
  gear.archived = await makeGear(db, owner.id, { status: 'archived' });
  gear.hidden = await makeGear(db, owner.id, { is_hidden: true });
  gear.suspended = await makeGear(db, suspended.id);
  auth.owner = await loginAs(db, owner.id);
  auth.suspendedOwner = await loginAs(db, suspended.id);
  auth.user = await loginAs(db, user.id);
  auth.staff = await loginAs(db, staff.id);
  await db.update(users).set({ is_suspended: true }).where(eq(users.id, suspended.id));
});
afterAll(async () => t.close());

function headers(viewer: Viewer, state: State): Record<string, string> {
  if (viewer === 'anonymous') return {};
  if (viewer === 'owner')
    return { authorization: state === 'suspended' ? auth.suspendedOwner : auth.owner };
  return { authorization: auth[viewer] };
}

/** Runs `act` for every viewer and state and compares with the matrix row of `action`. */
async function eachCell(
  action: keyof typeof MATRIX,
  act: (viewer: Viewer, state: State) => Promise<number | boolean>,
) {
  for (const viewer of VIEWERS) {
    const got = await Promise.all(STATES.map((state) => act(viewer, state)));
    const actual = Object.fromEntries(STATES.map((s, i) => [s, got[i]]));
    expect(actual, `${action} as ${viewer}`).toEqual(MATRIX[action]![viewer]);
  }
}

const status = async (
  viewer: Viewer,
  state: State,
  request: { method?: 'GET' | 'POST' | 'PUT'; url: string; payload?: object },
) => (await t.app.inject({ ...request, headers: headers(viewer, state) })).statusCode;

describe('who sees a listing (docs/security.md, the matrix)', () => {
  it('list: the seller’s listings', async () => {
    await eachCell('list', async (viewer, state) => {
      const url = `/api/gears/?user=${gear[state].user_id}&page_size=100`;
      const res = await t.app.inject({ url, headers: headers(viewer, state) });
      expect(res.statusCode).toBe(200);
      return (res.json() as { id: string }[]).some((g) => g.id === gear[state].id);
    });
  });

  it('detail, certificates and pictures', async () => {
    for (const path of ['', 'certificates/', 'pictures/'])
      await eachCell('detail', (viewer, state) =>
        status(viewer, state, { url: `/api/gears/${gear[state].id}/${path}` }),
      );
  });

  it('pages: /itemdetails and /editgear agree', async () => {
    for (const page of ['itemdetails', 'editgear'])
      await eachCell('page', (viewer, state) =>
        status(viewer, state, { url: `/${page}/${gear[state].id}` }),
      );
  });

  it('favourite', async () => {
    await eachCell('favourite', (viewer, state) =>
      status(viewer, state, {
        method: 'POST',
        url: '/api/favourites/',
        payload: { gear: gear[state].id },
      }),
    );
  });

  it('report', async () => {
    await eachCell('report', (viewer, state) =>
      status(viewer, state, {
        method: 'POST',
        url: `/api/gears/${gear[state].id}/reports/`,
        payload: { reason: 'scam', text: 'Too cheap' },
      }),
    );
  });

  it('edit: who may write it', async () => {
    await eachCell('edit', (viewer, state) =>
      status(viewer, state, { method: 'PUT', url: `/api/gears/${gear[state].id}/`, payload: {} }),
    );
  });

  it('sitemap and wanted-item matches: listed listings only', async () => {
    const xml = (await t.app.inject({ url: '/sitemaps/gears-1.xml' })).body;
    const buyer = await makeUser(t.database.db);
    const wanted = await makeWanted(t.database.db, buyer.id, { brand: 'Flytec' });
    const deps = {
      db: t.database.db,
      mailer: { send: async () => {} },
      config: t.config,
      log: t.app.log,
    };
    for (const state of STATES) await notifyWantedMatches(deps, gear[state].id);
    const matched = await t.database.db
      .select({ gear: wantedMatches.gear_id })
      .from(wantedMatches)
      .where(eq(wantedMatches.wanted_item_id, wanted.id));
    for (const state of STATES) {
      expect(xml.includes(`/itemdetails/${gear[state].id}<`), `sitemap, ${state}`).toBe(
        LISTED[state],
      );
      expect(
        matched.some((m) => m.gear === gear[state].id),
        `wanted match, ${state}`,
      ).toBe(LISTED[state]);
    }
  });
});
