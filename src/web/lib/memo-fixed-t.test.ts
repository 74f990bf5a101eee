// The server's kept texts are exactly what i18next writes (a difference would be a hydration
// mismatch), and a text with the same key and options is worked out once.
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { memoizeFixedT } from './memo-fixed-t.ts';

const TEXTS = {
  title: 'Gear',
  gear: { count_one: '{{count}} listing', count_other: '{{count}} listings', by: 'by {{name}}' },
  price: 'From {{price}}',
  nested: 'See $t(title)',
};

function instance() {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { translation: TEXTS } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

type T = (key: string, options?: object) => string;
const CALLS: [string, object?][] = [
  ['title'],
  ['gear.count', { count: 1 }],
  ['gear.count', { count: 7 }],
  ['gear.by', { name: 'Ana' }],
  ['gear.by', { name: 'Rui' }],
  ['price', { price: '1 200 €' }],
  ['nested'],
  ['missing.key'],
  ['missing.other', { defaultValue: 'Fallback' }],
];

describe('memoizeFixedT', () => {
  it('writes every text as i18next does, kept or not, with and without a key prefix', () => {
    const plain = instance();
    const kept = instance();
    memoizeFixedT(kept);
    for (const prefix of [undefined, 'gear']) {
      const a = plain.getFixedT(null, 'translation', prefix) as unknown as T;
      const b = kept.getFixedT(null, 'translation', prefix) as unknown as T;
      for (let round = 0; round < 2; round++) {
        for (const [key, options] of CALLS) expect(b(key, options)).toBe(a(key, options));
      }
    }
    const a = plain.getFixedT(null, 'translation', 'gear');
    const b = kept.getFixedT(null, 'translation', 'gear');
    expect(b('count', { count: 3 })).toBe('3 listings');
    expect(b('count', { count: 3 })).toBe(a('count', { count: 3 }));
  });

  it('works a text out once per key and options; calls with objects go to i18next each time', () => {
    const i18n = instance();
    memoizeFixedT(i18n);
    const { translator } = i18n as unknown as { translator: { translate: () => unknown } };
    const translate = vi.spyOn(translator, 'translate');
    const t = i18n.getFixedT(null, 'translation');
    t('title');
    t('title');
    i18n.getFixedT(null, 'translation')('title');
    expect(translate).toHaveBeenCalledTimes(1);
    t('gear.count', { count: 2 });
    t('gear.count', { count: 2 });
    t('gear.count', { count: 3 });
    expect(translate).toHaveBeenCalledTimes(3);
    t('gear.by', { name: { first: 'Ana' } });
    t('gear.by', { name: { first: 'Ana' } });
    expect(translate).toHaveBeenCalledTimes(5);
  });

  it('keeps one t per language, namespace and key prefix; a text asked as a number or a string is told apart', () => {
    const i18n = instance();
    memoizeFixedT(i18n);
    // As react-i18next's useTranslation asks (i18next's types leave out the fourth argument).
    const getFixedT = i18n.getFixedT as unknown as (...args: unknown[]) => unknown;
    const scope = { scopeNs: ['translation'] };
    const first = getFixedT('en', 'translation', undefined, scope);
    expect(getFixedT('en', 'translation', undefined, scope)).toBe(first);
    expect(getFixedT('en', 'translation', 'gear', scope)).not.toBe(first);
    expect(i18n.getFixedT(null, 'translation')).not.toBe(first);
    const t = first as unknown as T;
    expect(t('gear.count', { count: 1 })).toBe('1 listing');
    expect(t('gear.count', { count: '1' } as object)).toBe(
      (instance().getFixedT('en') as unknown as T)('gear.count', { count: '1' }),
    );
  });
});
