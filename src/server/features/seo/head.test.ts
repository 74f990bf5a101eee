// Pure pieces of the page head: language choice, escaping, the index.html template.
import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage, pickLanguage } from './language.ts';
import { summary } from './page-meta.ts';
import { parseTemplate } from '#server/features/ssr/html-template.ts';
import { escapeHtml } from '#server/lib/escape-html.ts';
import { jsonForScript } from './render-head.ts';

describe('pickLanguage', () => {
  it('reads ?lng=, then the cookie, then Accept-Language by weight', () => {
    expect(pickLanguage({})).toBe('en');
    expect(pickLanguage({ lng: 'PT-pt', cookie: 'i18next=fr' })).toBe('pt');
    expect(pickLanguage({ lng: 'de', cookie: 'a=1; i18next=fr-FR' })).toBe('fr');
    expect(pickLanguage({ cookie: 'i18next=%E0%A4%A', acceptLanguage: 'es' })).toBe('es');
    expect(fromAcceptLanguage('de;q=1, fr;q=0.4, pt-BR;q=0.7, en;q=0')).toBe('pt');
    expect(fromAcceptLanguage('es;q=0, *')).toBeNull();
  });
});

describe('escaping', () => {
  it('escapes HTML attribute and text characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('JSON for a script element never contains <, > or & and parses back', () => {
    const value = { name: '</script><!-- & \u2028' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('summary', () => {
  it('folds whitespace and cuts at a word within 155 characters', () => {
    expect(summary(' a\n\n b ')).toBe('a b');
    const cut = summary(`${'paraglider '.repeat(20)}end`);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut).toMatch(/paraglider…$/);
  });
});

describe('parseTemplate', () => {
  it('replaces the lang, the title and the description, keeping everything else', () => {
    const html =
      '<!doctype html>\n<html lang="en" class="x"><head><meta charset="UTF-8" />' +
      '<meta\n name="description"\n content="old" /><title>Old</title><link rel="icon" /></head>' +
      '<body><div id="root"></div></body></html>';
    const out = parseTemplate(html).render('pt', '<title>New</title>');
    expect(out).toBe(
      '<!doctype html>\n<html lang="pt" class="x"><head><meta charset="UTF-8" />\n    ' +
        '<title>New</title>\n<link rel="icon" /></head><body><div id="root"></div></body></html>',
    );
  });

  it('writes the <html> tag after the doctype when the file has none', () => {
    const out = parseTemplate('<!doctype html><div id="root"></div>').render(
      'fr',
      '<title>T</title>',
    );
    expect(out).toBe(
      '<!doctype html><html lang="fr">\n    <title>T</title>\n<div id="root"></div>',
    );
  });
});
