// Once the server listens, the renderer is imported and its pages' modules warmed in the
// background, before any page is asked for; an app that never listens (inject) imports nothing.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { throwAwayBuild } from '#server/test/seo.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

const RENDERER = `
export async function render() { return undefined; }
export async function warmUp() { globalThis.__airGearWarmed = (globalThis.__airGearWarmed ?? 0) + 1; }`;
const TEMPLATE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const warmed = () => (globalThis as { __airGearWarmed?: number }).__airGearWarmed ?? 0;

let t: TestContext;
let build: Awaited<ReturnType<typeof throwAwayBuild>>;
beforeAll(async () => {
  build = await throwAwayBuild(TEMPLATE, RENDERER);
  t = await createTestApp({ WEB_DIST: build.webDist, NODE_ENV: 'production' });
});
afterAll(async () => {
  await t.close();
  await build.remove();
});

it('warms the renderer once the server listens, not before', async () => {
  expect((await t.app.inject({ url: '/api/gear-types/' })).statusCode).toBe(200);
  expect(warmed()).toBe(0);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await vi.waitFor(() => expect(warmed()).toBe(1), { timeout: 10_000 });
});
