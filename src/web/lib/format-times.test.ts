import { describe, expect, it } from 'vitest';
import { formatAge, formatDateTime } from './format-times.ts';

const now = Date.parse('2026-11-28T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('formatAge', () => {
  it('says how long ago in the largest whole unit, in the page’s language', () => {
    expect(formatAge(ago(3 * 86_400_000 + 5_000), 'en', now)).toBe('3 days ago');
    expect(formatAge(ago(5 * 3_600_000), 'en', now)).toBe('5 hours ago');
    expect(formatAge(ago(86_400_000), 'en', now)).toBe('yesterday');
    expect(formatAge(ago(3 * 86_400_000), 'fr', now)).toBe('il y a 3 jours');
    expect(formatAge(ago(15 * 86_400_000), 'pt', now)).toBe('há 2 semanas');
    expect(formatAge(ago(10_000), 'es', now)).toBe('este minuto');
  });
});

describe('formatDateTime', () => {
  it('writes a message time the way the page’s language does', () => {
    const iso = '2026-11-20T10:05:00Z';
    expect(formatDateTime(iso, 'fr')).toMatch(/^20 nov\. 2026/);
    expect(formatDateTime(iso, 'fr')).not.toMatch(/AM|PM/);
    expect(formatDateTime(iso, 'en')).toMatch(/^20 Nov 2026|^Nov 20, 2026/);
  });
});
