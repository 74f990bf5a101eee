// Journey helpers that seed through the real API (never the database), so each test makes
// the data it needs.
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from './admin-account.ts';

const WING_TYPE = '23079e6f-fdbc-40b3-bb49-85f49d7a8b8c';

let counter = 0;
export const uniqueName = (prefix = 'pilot') =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`;

export type TestUser = {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
};

export async function createUser(
  request: APIRequestContext,
  overrides: Record<string, string> = {},
): Promise<TestUser> {
  const username = uniqueName();
  const password = 'glide-safely-42';
  const body = {
    username,
    email: `${username}@example.com`,
    password,
    first_name: 'Ana',
    last_name: 'Pereira',
    country: 'PT',
    phone_number: '+351 912 000 111',
    ...overrides,
  };
  const registered = await request.post('/api/register/', { data: body });
  if (registered.status() !== 201)
    throw new Error(`register failed: ${registered.status()} ${await registered.text()}`);
  const login = await request.post('/api/token/', {
    data: { username: body.username, password: body.password },
  });
  const { access, user } = await login.json();
  return {
    id: user.id,
    username: body.username,
    email: body.email,
    password: body.password,
    token: access,
  };
}

/** Logs the browser in the way the app does: the token in the airToken cookie. */
export async function signInBrowser(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([{ name: 'airToken', value: token, url: baseURL, sameSite: 'Lax' }]);
}

export async function createGear(
  request: APIRequestContext,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await request.post('/api/gears/', {
    headers: { Authorization: `Token ${token}` },
    data: {
      name: 'Well kept Rush 6',
      brand: 'Ozone',
      model: 'Rush 6',
      price: 2100,
      currency: 'EUR',
      gear_type: '23079e6f-fdbc-40b3-bb49-85f49d7a8b8c',
      properties: { size: 'M', certification: 'EN-B', weight_min: 85, weight_max: 105, year: 2022 },
      ...overrides,
    },
  });
  if (response.status() !== 201)
    throw new Error(`create gear failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string; user: string };
}

/**
 * A listing of the demo data, which no journey edits or deletes: one of the oldest. The newest
 * may be another journey's own, deleted while this one reads it. A few from the end, because a
 * journey's listing deleted between the two reads shortens the list.
 */
export async function demoGear(request: APIRequestContext) {
  const newest = await request.get('/api/gears/?page_size=1');
  const page = Math.max(1, Number(newest.headers()['x-total-count']) - 3);
  const [gear] = (await (await request.get(`/api/gears/?page_size=1&page=${page}`)).json()) as {
    id: string;
    user: string;
    seller: { id: string };
  }[];
  return gear!;
}

/**
 * A demo listing with at least `photos` photos. Other journeys add listings without any in
 * parallel, so it is looked for among the demo data's Ozone listings.
 */
export async function demoGearWithPhotos(request: APIRequestContext, photos = 2) {
  const list = (await (await request.get('/api/gears/?name=Ozone&page_size=50')).json()) as {
    id: string;
    user: string;
    pictures: { link: string; width: number }[];
  }[];
  return list.find((gear) => gear.pictures.length >= photos)!;
}

/** A login of the journeys' staff account (e2e/admin-account.ts). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/token/', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  if (login.status() !== 200) throw new Error(`staff login: ${login.status()}`);
  return (await login.json()).access as string;
}

type CatalogueWing = { model?: string; year?: number; size?: string; weights?: [number, number] };

/** A catalogue brand with one wing model and one size, written through the staff API. */
export async function catalogueModel(
  request: APIRequestContext,
  brandName: string,
  {
    model: name = 'Journey',
    year = 2023,
    size: sizeName = 'M',
    weights = [80, 100],
  }: CatalogueWing = {},
) {
  const headers = { Authorization: `Token ${await staffToken(request)}` };
  const brand = await (
    await request.post('/api/catalogue/brands/', { headers, data: { name: brandName } })
  ).json();
  const model = await (
    await request.post('/api/catalogue/models/', {
      headers,
      data: { brand: brand.id, gear_type: WING_TYPE, name, year },
    })
  ).json();
  const size = await (
    await request.post('/api/catalogue/sizes/', {
      headers,
      data: {
        model: model.id,
        name: sizeName,
        en_class: 'B',
        weight_min: weights[0],
        weight_max: weights[1],
        source: 'manufacturer',
      },
    })
  ).json();
  return { brand, model, size };
}

/** A 640×480 photo uploaded to the seller's listing, as the photo form sends it. */
export async function uploadPhoto(request: APIRequestContext, token: string, gearId: string) {
  const buffer = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#0f766e' },
  })
    .jpeg()
    .toBuffer();
  const res = await request.post(`/api/gears/${gearId}/pictures/`, {
    headers: { Authorization: `Token ${token}` },
    multipart: { image: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer } },
  });
  if (res.status() !== 201) throw new Error(`photo upload: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { link: string };
}
