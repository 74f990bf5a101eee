// The few API calls the soak and crash tests make, over real HTTP with fetch.
import { randomBytes } from 'node:crypto';
import { GEAR_TYPE_IDS } from '../../src/shared/constants.ts';
import { multipart } from '../../src/server/test/uploads.ts';

export const PASSWORD = 'soaring over the ridge 42';

export type Account = { username: string; token: string; userId: string };
export type Answer = { status: number; json: unknown; ms: number };

/** One request to `base` + `path`; a GET unless `options.method` says otherwise. */
export async function call(
  base: string,
  path: string,
  options: {
    method?: string;
    token?: string;
    body?: unknown;
    upload?: Buffer;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (options.token) headers.authorization = `Token ${options.token}`;
  if (options.upload) {
    const form = multipart([{ data: options.upload }]);
    Object.assign(headers, form.headers);
    body = new Uint8Array(form.payload);
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text.slice(0, 200);
  }
  return { status: response.status, json, ms: performance.now() - started };
}

export async function createAccount(base: string): Promise<Account> {
  const username = `load_${randomBytes(5).toString('hex')}`;
  const body = {
    username,
    password: PASSWORD,
    email: `${username}@example.com`,
    first_name: 'Load',
    last_name: 'Pilot',
    country: 'PT',
    phone_number: '+351 912 345 678',
  };
  const registered = await call(base, '/api/register/', { method: 'POST', body });
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.json)}`);
  const login = await call(base, '/api/token/', {
    method: 'POST',
    body: { username, password: PASSWORD },
  });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  const { access, user } = login.json as { access: string; user: { id: string } };
  return { username, token: access, userId: user.id };
}

export const gearBody = (n: number, price = 100 + n) => ({
  name: `Vario ${n} ${randomBytes(3).toString('hex')}`,
  brand: 'Flytec',
  model: '6030',
  price,
  currency: 'EUR',
  gear_type: GEAR_TYPE_IDS.instrument,
  properties: { instrument_type: 'vario' },
  description: 'Load test listing.',
});
