// The build's files (index.html, the route tables) are read again when they change: at once
// in development, and in production at most once a second (a new build comes with a restart
// there, and five stats a rendered page were a fiftieth of its CPU).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadingFile } from './html-template.ts';

let dir = '';
afterEach(async () => {
  vi.useRealTimers();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function file(text: string) {
  dir = await mkdtemp(join(tmpdir(), 'reloading-'));
  const path = join(dir, 'table.json');
  await writeFile(path, text);
  return path;
}

describe('a build file read by the server', () => {
  it('is read again as soon as it changes when no wait is asked for', async () => {
    const path = await file('"one"');
    const loader = reloadingFile(path, (text) => JSON.parse(text) as string);
    expect(await loader.get()).toBe('one');
    await writeFile(path, '"second"');
    expect(await loader.get()).toBe('second');
  });

  it('with a wait, is looked at again only once the wait is over', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const path = await file('"one"');
    const loader = reloadingFile(path, (text) => JSON.parse(text) as string, 1000);
    expect(await loader.get()).toBe('one');
    await writeFile(path, '"second"');
    vi.advanceTimersByTime(900);
    expect(await loader.get()).toBe('one');
    vi.advanceTimersByTime(200);
    expect(await loader.get()).toBe('second');
  });
});
