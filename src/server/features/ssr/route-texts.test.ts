import { describe, expect, it } from 'vitest';
import { routeTextsTable } from '../../../../scripts/lib/route-texts.ts';
import { pageTexts, pickTexts } from './route-texts.ts';
import { translationsOf } from '#server/features/seo/translations.ts';

describe('pickTexts', () => {
  const tree = {
    gears: { count_one: '{{count}} gear', count_other: '{{count}} gears', title: 'Gears' },
    lifecycle: { markSold: 'Mark sold', markSoldOf: 'Mark {{name}} sold', archive: 'Archive' },
    gearTypes: { wing: 'Wing', harness: 'Harness' },
    admin: { title: 'Admin' },
  };

  it('keeps what a selector starts, with plural forms and suffixed keys, and nothing else', () => {
    expect(pickTexts(tree, ['gears.count', 'lifecycle.markSold', 'gearTypes.'])).toEqual({
      gears: { count_one: '{{count}} gear', count_other: '{{count}} gears' },
      lifecycle: { markSold: 'Mark sold', markSoldOf: 'Mark {{name}} sold' },
      gearTypes: { wing: 'Wing', harness: 'Harness' },
    });
  });
});

describe('the route texts table', () => {
  const table = routeTextsTable(Object.keys(translationsOf('en')));

  it('gives each page its own texts and the shell’s, not the back office’s', () => {
    const home = pickTexts(translationsOf('en') as never, table['/']!);
    expect(Object.keys(home)).toEqual(expect.arrayContaining(['home', 'layout', 'gearTypes']));
    expect(home).not.toHaveProperty('admin');
    expect(home).not.toHaveProperty('terms');
    const detail = pickTexts(translationsOf('en') as never, table['/itemdetails/:id']!);
    expect(detail).toHaveProperty('certificates.title');
    expect(detail).toHaveProperty('layout.skipToContent');
  });

  it('sends a route its part of the language, and the whole file without a table', () => {
    const part = pageTexts('pt', { table, route: '/gears' });
    expect(part.route).toBe('/gears');
    expect(part.json.length).toBeLessThan(JSON.stringify(translationsOf('pt')).length / 4);
    expect(pageTexts('pt', { table, route: '/gears' })).toBe(part);
    const whole = pageTexts('pt', { table: null, route: '/gears' });
    expect(whole.route).toBeUndefined();
    expect(whole.translations).toBe(translationsOf('pt'));
  });
});
