// What the first screen of each benchmarked page costs in bytes, which no machine load changes:
// the HTML (raw and gzip) with its inline data block and the translations in it, per language,
// and the photos a 412 px phone at DPR 1.75 loads for it (Chromium, until the network is idle).
//   node bench/page-bytes.ts [--sizes 100k] [--port 4600]
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { LANGUAGES } from '../src/shared/constants.ts';
import { readFlags } from './lib/args.ts';
import { startResult } from './lib/results.ts';
import { richGear } from './lib/rich-gear.ts';
import { serveDataset } from './lib/served-dataset.ts';

const flags = readFlags({ sizes: [100_000] });
const result = startResult<Record<string, unknown>>('page-bytes', { ...flags });
const PAYLOAD = /<script type="application\/json" id="ssr-payload"[^>]*>([\s\S]*?)<\/script>/;

async function htmlBytes(url: string) {
  const html = await (await fetch(url)).text();
  const payload = PAYLOAD.exec(html)?.[1] ?? '';
  const translations = payload
    ? JSON.stringify((JSON.parse(payload) as { translations: unknown }).translations).length
    : 0;
  const gzip = gzipSync(html).length;
  return { html: html.length, gzip, payload: payload.length, translations };
}

async function phoneImages(browser: Awaited<ReturnType<typeof chromium.launch>>, url: string) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const files: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    const name = response.url().split('/').pop()!;
    pending.push(
      response.body().then(
        (body) => void (files[name] = body.length),
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  const bytes = Object.values(files).reduce((sum, n) => sum + n, 0);
  return { files, bytes };
}

const { dataset, server, stop } = await serveDataset(flags.sizes[0]!, flags.port);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu'],
});
try {
  const detail = await richGear(dataset.url);
  const pages = ['/', '/gears', '/wing', `/itemdetails/${detail.id}`];
  const html: Record<string, Record<string, unknown>> = {};
  for (const lang of LANGUAGES) {
    for (const path of pages) {
      const bytes = await htmlBytes(`${server.url}${path}?lng=${lang}`);
      (html[path] ??= {})[lang] = bytes;
      console.log(`[bench:page-bytes] ${lang} ${path}:`, bytes);
    }
  }
  const images: Record<string, unknown> = {};
  for (const path of pages) {
    images[path] = await phoneImages(browser, `${server.url}${path}`);
    console.log(`[bench:page-bytes] phone images ${path}:`, images[path]);
  }
  await result.save({ html, images });
} finally {
  await browser.close();
  await stop();
}
