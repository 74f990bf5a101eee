// @vitest-environment node
// Every server-rendered route (ssr: true in the route table) renders once: its loader reads all
// the page shows before the one render, so a page that reads something its loader does not state
// (it would render loading, and a second render would have been needed) fails here.
import * as reactDomServer from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Certificate, Certifier } from '#shared/contracts/certificates.ts';
import { WEB_ROUTES, type AppRoute } from '#shared/routes.ts';
import { GEAR_ID, gearTypes, samplePicture, sampleGear } from './test/fixtures.ts';
import { lena, publicProfile } from './test/users.ts';
import { priorityImagePreload } from './lib/priority-image.ts';
import { patterns } from './lib/format.ts';
import { render, type ApiFetch } from './entry-server.tsx';

vi.mock('react-dom/server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-dom/server')>();
  return {
    ...actual,
    renderToPipeableStream: vi.fn(actual.renderToPipeableStream),
    renderToString: vi.fn(actual.renderToString),
  };
});

const CERTIFIER_ID = '0b5f1c2e-8a4d-4c3b-9e6f-1a2b3c4d5e01';
const SIZE_ID = '33333333-3333-4333-8333-333333333333';
const certifier: Certifier = {
  id: CERTIFIER_ID,
  name: 'Skyline Check Workshop',
  website: 'https://skyline-check.example',
  phone_number: '+351 210 000 101',
  contact_email: 'check@skyline-check.example',
  address: 'Rua das Asas 12, 4400-001 Porto, Portugal',
};
const certificate: Certificate = {
  id: '66666661-6666-4666-8666-666666666666',
  gear: GEAR_ID,
  user: lena.id,
  issue_date: '2026-03-01',
  expiration_date: '2099-03-01',
  porosity: 45,
  lines_need_trim: false,
  fabric_condition: true,
  certifier: CERTIFIER_ID,
  certifier_name: 'Skyline Check Workshop',
  created_at: '2026-03-02T10:00:00.000Z',
};
// A listing whose every dependent read is there: a catalogue size, a certificate with a photo.
const gear = sampleGear({ pictures: [samplePicture(1)], catalogue_size: SIZE_ID });
const size = {
  id: SIZE_ID,
  model: '44444444-4444-4444-8444-444444444444',
  name: 'M',
  en_class: 'B',
  weight_min: 80,
  weight_max: 100,
  flat_area: null,
  glider_weight: null,
  max_load: null,
  pilot_height_min: null,
  pilot_height_max: null,
  source: 'manufacturer',
};

const MODEL_ID = size.model;
const model = {
  id: MODEL_ID,
  brand: '55555555-5555-4555-8555-555555555551',
  brand_name: 'Ozone',
  name: 'Rush 6',
  gear_type: gear.gear_type,
  year: 2021,
  sizes: [size],
};
const modelPrices = {
  model: MODEL_ID,
  size: null,
  currency: 'EUR',
  asking: { median: 1800, q1: 1600, q3: 2000, count: 7 },
  sold: null,
  by_year: [],
  since: '2026-01-05T10:00:00.000Z',
};

/** The API as the renderer reads it: every read of a public page, anything else a 404. */
const ANSWERS: [RegExp, unknown][] = [
  [/^\/api\/gear-types\/$/, gearTypes],
  [
    /^\/api\/gears\/[^/]+\/similar\/$/,
    [sampleGear({ id: '11111111-1111-4111-8111-111111111112' })],
  ],
  [/^\/api\/gears\/[^/]+\/certificates\/$/, [certificate]],
  [/^\/api\/certificates\/[^/]+\/pictures\/$/, [{ id: 'p1', image: '/media/cert.webp' }]],
  [/^\/api\/catalogue\/sizes\/[^/]+\/$/, size],
  [/^\/api\/catalogue\/models\/[^/]+\/prices\/$/, modelPrices],
  [/^\/api\/catalogue\/models\/[^/]+\/$/, model],
  [/^\/api\/gears\/[^/?]+\/$/, gear],
  [/^\/api\/gears\/(\?.*)?$/, [gear]],
  [/^\/api\/certifiers\/\?/, [certifier]],
  [/^\/api\/certifiers\/[^/]+\/$/, certifier],
  [/^\/api\/users\/[^/]+\/$/, publicProfile(lena)],
  [/^\/api\/wanted\/(\?.*)?$/, []],
  [/^\/api\/gears\/[^/]+\/notices\/$/, []],
  [/^\/api\/notices\/(\?.*)?$/, []],
];
const reads: string[] = [];
const apiFetch: ApiFetch = async (url) => {
  reads.push(url);
  const answer = ANSWERS.find(([pattern]) => pattern.test(url));
  return answer
    ? Response.json(answer[1], { headers: { 'x-total-count': '1' } })
    : Response.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 });
};

/** A URL of each server-rendered route of the table: its `:id` an entity of the fixtures. */
const ID: Record<string, string> = {
  gear: GEAR_ID,
  user: lena.id,
  certifier: CERTIFIER_ID,
  model: MODEL_ID,
};
const urlOf = (route: AppRoute) =>
  route.path
    .replace(':id', ID[route.entity ?? ''] ?? 'x')
    .replace('/:category', '/wing')
    .replace('/*', '/no/such/page');

const page = (url: string, onError?: (error: unknown) => void) =>
  render({ url, lang: 'en', translations: {}, apiFetch, ...(onError && { onError }) });

describe('the server renderer', () => {
  const streams = vi.mocked(reactDomServer.renderToPipeableStream);
  const strings = vi.mocked(reactDomServer.renderToString);
  const routes = WEB_ROUTES.filter((route) => route.ssr);

  // The first page of a process goes through the stream; it must write what the string does.
  let streamed = '';
  it('renders a page whose lazy parts this process has not loaded yet whole, by the stream', async () => {
    vi.resetModules();
    const fresh = await import('./entry-server.tsx');
    streams.mockClear();
    const rendered = await fresh.render({ url: '/gears', lang: 'en', translations: {}, apiFetch });
    expect(streams).toHaveBeenCalledTimes(1);
    streamed = rendered!.html;
    expect(streamed).toContain('alt="Ozone Rush 6"');
    // The lazily loaded watchlist heart is in the page, not left to the browser.
    expect(streamed).toContain('aria-label="favourites.save"');
    expect(streamed).not.toContain('<!--$!-->');
  });

  // As a server does from its first pages on: the lazy parts of every page are loaded.
  beforeAll(async () => {
    for (const route of routes) await page(urlOf(route));
  });

  it.each(routes.map((route) => [urlOf(route), route.path]))(
    'renders %s (%s) once, from what its loaders read',
    async (url) => {
      streams.mockClear();
      strings.mockClear();
      reads.length = 0;
      const errors: unknown[] = [];
      expect(await page(url, (error) => errors.push(error))).toBeDefined();
      expect(strings).toHaveBeenCalledTimes(1);
      expect(streams).not.toHaveBeenCalled();
      expect(errors).toEqual([]);
      // Each read once, all of them before the render.
      expect(new Set(reads).size).toBe(reads.length);
    },
  );

  it('writes the same page as one string as the stream wrote', async () => {
    strings.mockClear();
    const rendered = await page('/gears');
    expect(strings).toHaveBeenCalledTimes(1);
    expect(streamed).not.toBe('');
    expect(rendered!.html).toBe(streamed);
  });

  it('shows what the detail page read in its one render', async () => {
    reads.length = 0;
    const page = await render({
      url: `/itemdetails/${GEAR_ID}`,
      lang: 'en',
      translations: {},
      apiFetch,
    });
    expect(page!.html).toContain('Lovely Rush');
    expect(reads).toEqual(
      expect.arrayContaining([
        `/api/gears/${GEAR_ID}/`,
        `/api/gears/${GEAR_ID}/similar/`,
        `/api/catalogue/sizes/${SIZE_ID}/`,
        `/api/certificates/${certificate.id}/pictures/`,
      ]),
    );
  });

  // As the server answers in-process (features/ssr/renderer.ts): each value frozen, with its text.
  it.each(routes.map((route) => [urlOf(route)]))(
    'renders %s from frozen answers, its data block their texts as they came',
    async (url) => {
      const freeze = (value: unknown): unknown =>
        typeof value === 'object' && value !== null
          ? Object.freeze(Object.values(value).map(freeze) && value)
          : value;
      const texts: string[] = [];
      const asServer: ApiFetch = async (url, init) => {
        const response = await apiFetch(url, init);
        const value: unknown = response.status === 204 ? null : await response.json();
        const jsonText = JSON.stringify(value, null, 1);
        texts.push(jsonText);
        return {
          ok: response.ok,
          status: response.status,
          headers: response.headers,
          json: async () => freeze(value),
          jsonText,
        };
      };
      const errors: unknown[] = [];
      const onError = (error: unknown) => errors.push(error);
      const plain = await page(url);
      const rendered = await render({
        url,
        lang: 'en',
        translations: {},
        apiFetch: asServer,
        onError,
      });
      expect(errors).toEqual([]);
      expect(rendered!.html).toBe(plain!.html);
      // The head's preload is the one the whole page's regex finds.
      expect(rendered!.head).toBe(priorityImagePreload(rendered!.html));
      if (url === '/gears') expect(rendered!.head).toContain('<link rel="preload" as="image"');
      // The same data but for when it was read.
      const data = (payload: string) => JSON.parse(payload.replace(/"\w+At":\d+/g, '"at":0'));
      expect(data(rendered!.payload)).toEqual(data(plain!.payload));
      const shown = texts.filter((text) => text.startsWith('{') || text.startsWith('['));
      for (const text of shown)
        expect(rendered!.payload).toContain(text.replaceAll('<', '\\u003c'));
    },
  );

  it('leaves a missing listing to the browser (its loader throws a 404)', async () => {
    const missing = '11111111-1111-4111-8111-999999999999';
    const answer = await render({
      url: `/itemdetails/${missing}`,
      lang: 'en',
      translations: {},
      apiFetch: async (url) =>
        url === `/api/gears/${missing}/` ? new Response(null, { status: 404 }) : apiFetch(url, {}),
    });
    expect(answer).toBeUndefined();
  });
});

describe('the server renderer’s formats', () => {
  it('writes a page’s dates from the patterns it sends, as Intl writes them', async () => {
    const rendered = await render({
      url: `/itemdetails/${GEAR_ID}`,
      lang: 'fr',
      translations: {},
      apiFetch,
    });
    expect(patterns.date['date|fr']).toEqual(JSON.parse(rendered!.payload).formats.date['date|fr']);
    const intl = new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(rendered!.html).toContain(intl.format(new Date(`${certificate.issue_date}T00:00:00Z`)));
  });
});
