// The rule of what a write clears (cache-scope.ts), the clock that keeps an answer computed
// across a write from being kept, and the response cache applying both to answers in flight.
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import {
  createWriteClock,
  decodeScope,
  encodeScope,
  LISTS,
  listingTag,
  touches,
  type CacheScope,
} from './cache-scope.ts';
import { createResponseCache } from './response-cache.ts';

const X = '0b8c6f2e-1111-4aaa-8bbb-000000000001';
const Y = '0b8c6f2e-1111-4aaa-8bbb-000000000002';

it('a listing write touches that listing and every list; none nothing; all everything', () => {
  const list = [LISTS];
  const detailX = [listingTag(X)];
  const detailY = [listingTag(Y)];
  const page = [listingTag(Y), LISTS]; // a detail page showing similar listings
  const about: string[] = [];
  expect(
    [list, detailX, detailY, page, about].map((tags) => touches({ listing: X }, tags)),
  ).toEqual([true, true, false, true, false]);
  expect(touches({ listing: null }, detailX)).toBe(false);
  expect(touches({ listing: null }, list)).toBe(true);
  expect(touches({ listing: X.toUpperCase() }, detailX)).toBe(true);
  expect(touches('none', page)).toBe(false);
  expect(touches('all', about)).toBe(true);
});

it('travels the bus and back; a message it cannot read clears everything', () => {
  const scopes: CacheScope[] = ['all', { listing: X }, { listing: null }];
  for (const scope of scopes) expect(decodeScope(encodeScope(scope))).toEqual(scope);
  expect(decodeScope('')).toBe('all');
  expect(decodeScope('listing x; drop')).toBe('all');
  expect(decodeScope('something new')).toBe('all');
});

it('the clock says whether a write touched an answer since it started computing', () => {
  const clock = createWriteClock({ maxTags: 2 });
  const then = clock.now();
  clock.record('none');
  expect(clock.now()).toBe(then);
  clock.record({ listing: Y });
  expect(clock.changedSince([listingTag(X)], then)).toBe(false);
  expect(clock.changedSince([LISTS], then)).toBe(true);
  expect(clock.changedSince([listingTag(Y)], then)).toBe(true);
  const later = clock.now();
  expect(clock.changedSince([LISTS], later)).toBe(false);
  // A tag no longer remembered counts as written at the newest forgotten write (Y's, at 1).
  clock.record({ listing: X }); // forgets Y's tag: LISTS and X's are kept
  expect(clock.changedSince([listingTag(Y)], then)).toBe(true);
  expect(clock.changedSince([listingTag('other')], then)).toBe(true);
  expect(clock.changedSince([listingTag(Y)], later)).toBe(false);
  const last = clock.now();
  clock.record('all');
  expect(clock.changedSince([], last)).toBe(true);
});

/** A bare app whose detail route waits for a gate, so a write can come while it computes. */
async function slowDetail() {
  const cache = createResponseCache({ ttlMs: 60_000 });
  const app = Fastify();
  app.addHook('onSend', cache.capture);
  app.addHook('preValidation', cache.serve);
  app.addHook('onResponse', cache.settle);
  let computed = 0;
  let gate: Promise<void> = Promise.resolve();
  app.get('/api/gears/:id/', async (request) => {
    computed++;
    await gate;
    return { id: (request.params as { id: string }).id, n: computed };
  });
  const hold = () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    return open;
  };
  const get = async (id: string) => (await app.inject({ url: `/api/gears/${id}/` })).json();
  const started = () => new Promise((resolve) => setImmediate(resolve));
  return { cache, app, hold, get, started, computed: () => computed };
}

it('does not keep a detail computed while a write to its listing happened', async () => {
  const { cache, hold, get, started, computed } = await slowDetail();
  const open = hold();
  const first = get(X);
  await started();
  const waiting = get(X); // arrived before the write: shares the answer in flight
  await started();
  cache.clear({ listing: X });
  const after = get(X); // arrived after it: must not share a computation that began before
  await started();
  open();
  const [a, b, c] = await Promise.all([first, waiting, after]);
  expect(a).toEqual(b);
  expect(c.n).toBe(2);
  expect(computed()).toBe(2);
  // The answer begun before the write was not kept; the one begun after it was.
  expect((await get(X)).n).toBe(2);
  expect(computed()).toBe(2);
});

it("keeps a detail computed while another listing's write happened, but no list", async () => {
  const { cache, hold, get, started, computed } = await slowDetail();
  const open = hold();
  const first = get(X);
  await started();
  cache.clear({ listing: Y });
  cache.clear({ listing: null });
  open();
  await first;
  await get(X);
  expect(computed()).toBe(1);
  cache.clear({ listing: X });
  await get(X);
  expect(computed()).toBe(2);
  cache.clear('none');
  await get(X);
  expect(computed()).toBe(2);
  cache.clear('all');
  await get(X);
  expect(computed()).toBe(3);
});
