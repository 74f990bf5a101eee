// One browser page per worker and login for the accessibility audits: a fresh context per audit
// cost 1.5–2 s to open and close on a busy machine, and each one fetched the app's scripts again.
// Each audit still starts with a full navigation (`page.goto`), so no audit depends on the page
// another one left behind; a failed test makes Playwright start a new worker, and with it fresh
// pages.
import { test as base, expect, type Browser, type Page, hydrateAfterLoads } from './test.ts';
import { expectFitsScreen, expectNoSeriousViolation, waitUntilLoaded } from './axe.ts';
import { signInBrowser } from './fixtures.ts';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 800 };

export type AuditPages = { open(token?: string): Promise<Page> };

function auditPages(browser: Browser, baseURL: string): AuditPages & { close(): Promise<void> } {
  const pages = new Map<string, Promise<Page>>();
  return {
    open(token) {
      let page = pages.get(token ?? '');
      if (!page) {
        page = (async () => {
          const context = await browser.newContext({ baseURL, viewport: DESKTOP });
          if (token) await signInBrowser(context, baseURL, token);
          return hydrateAfterLoads(await context.newPage());
        })();
        pages.set(token ?? '', page);
      }
      return page;
    },
    async close() {
      for (const page of pages.values()) await (await page).context().close();
    },
  };
}

export const test = base.extend<object, { auditPages: AuditPages }>({
  auditPages: [
    async ({ browser }, use, workerInfo) => {
      const pages = auditPages(browser, workerInfo.project.use.baseURL!);
      await use(pages);
      await pages.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Loads `path` at desktop width and audits `region` (a CSS selector) there, then narrows the same
 * page to a phone's width and audits it again. One load serves both widths: the app's layout
 * answers the width through CSS alone (no script reads the width), so the narrowed page is the
 * one a phone would load. `prepare` brings the page into the state to audit after it loaded.
 */
export async function auditBothWidths(
  page: Page,
  {
    path,
    region = 'main',
    prepare,
  }: { path: string; region?: string; prepare?: () => Promise<void> },
) {
  await page.setViewportSize(DESKTOP);
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await waitUntilLoaded(page);
  await prepare?.();
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectNoSeriousViolation(page, region, `${path} at ${label} width`);
    await expectFitsScreen(page, `${path} at ${label} width`);
  }
}
