// The `test` of every journey: after a full page load (goto, reload), it waits until the page
// has hydrated (AppRoot marks <html data-hydrated>). A server-rendered page is painted and
// readable before its scripts have run, and it starts them in stages (src/web/main.tsx): a test
// that selected or typed before then would act on HTML that React has not yet taken over, as a
// reader's tap could at that moment. Pages without JavaScript (the no-js project) never hydrate.
import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

const isHtml = (response: Response | null) =>
  (response?.headers()['content-type'] ?? '').startsWith('text/html');

/** Waits for hydration after each full load the test asks for on this page. */
export function hydrateAfterLoads(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settle = async (response: Response | null) => {
    if (isHtml(response)) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return response;
  };
  page.goto = async (...args) => settle(await goto(...args));
  page.reload = async (...args) => settle(await reload(...args));
  return page;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled ? hydrateAfterLoads(page) : page);
  },
});
