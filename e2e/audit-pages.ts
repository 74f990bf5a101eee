// One browser page per worker, width and login for the accessibility audits: a fresh context per
// audit cost 1.5–2 s to open and close on a busy machine, and each one fetched the app's scripts
// again. Each audit still starts with a full navigation (`page.goto`), so no audit depends on the
// page another one left behind; a failed test makes Playwright start a new worker, and with it
// fresh pages.
import { test as base, type Browser, type Page } from '@playwright/test';
import { signInBrowser } from './fixtures.ts';

type Viewport = { width: number; height: number };
export type AuditPages = { open(viewport: Viewport, token?: string): Promise<Page> };

function auditPages(browser: Browser, baseURL: string): AuditPages & { close(): Promise<void> } {
  const pages = new Map<string, Promise<Page>>();
  return {
    open(viewport, token) {
      const key = `${viewport.width}x${viewport.height}:${token ?? ''}`;
      let page = pages.get(key);
      if (!page) {
        page = (async () => {
          const context = await browser.newContext({ baseURL, viewport });
          if (token) await signInBrowser(context, baseURL, token);
          return context.newPage();
        })();
        pages.set(key, page);
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
