import { describe, expect, it } from 'vitest';
import type { ExtraProperty } from '#shared/contracts/gear-types.ts';
import { checkProperties } from './properties-validation.ts';

const specs: ExtraProperty[] = [
  { name: 'size', type: 'select', required: true, options: ['S', 'M', 'L'] },
  { name: 'weight', type: 'number', required: true, unit: 'kg' },
  { name: 'trimmed', type: 'boolean', required: true },
  { name: 'checked_on', type: 'date', required: false },
  { name: 'notes', type: 'text', required: false },
];
const valid = { size: 'M', weight: 4.5, trimmed: false, checked_on: '2024-02-29', notes: ' ok ' };

describe('checkProperties', () => {
  it('keeps valid values (text trimmed, false counts as given)', () => {
    expect(checkProperties(specs, valid)).toEqual({
      properties: { ...valid, notes: 'ok' },
      errors: {},
    });
  });

  it('drops optional properties sent empty, and requires the required ones', () => {
    const result = checkProperties(specs, {
      checked_on: null,
      notes: '  ',
      size: null,
      weight: '',
    });
    expect(result.properties).toEqual({});
    expect(result.errors).toEqual({
      'properties.size': ['This field is required.'],
      'properties.weight': ['This field is required.'],
      'properties.trimmed': ['This field is required.'],
    });
  });

  it.each([
    ['size', 'XL'],
    ['size', 2],
    ['weight', '4.5'],
    ['weight', true],
    ['trimmed', 'false'],
    ['trimmed', 0],
    ['checked_on', '2023-02-29'],
    ['checked_on', '29/02/2024'],
    ['checked_on', 20240229],
    ['notes', 42],
    ['notes', 'x'.repeat(201)],
    // PostgreSQL refuses NUL in jsonb; the other C0 controls and out-of-range dates follow docs/api.md.
    ['notes', 'a\u0000b'],
    ['notes', 'line\nbreak'],
    ['notes', '\u001b[31mred'],
    ['checked_on', '9999-12-31'],
    ['checked_on', '1899-12-31'],
  ])('refuses %s = %j', (name, value) => {
    const result = checkProperties(specs, { ...valid, [name]: value });
    expect(Object.keys(result.errors)).toEqual([`properties.${name}`]);
  });

  it('refuses names the gear type does not declare', () => {
    const result = checkProperties(specs, { ...valid, colour: 'red', constructor: 'x' });
    expect(Object.keys(result.errors).sort()).toEqual([
      'properties.colour',
      'properties.constructor',
    ]);
  });

  it('accepts a text of exactly 200 characters', () => {
    expect(checkProperties(specs, { ...valid, notes: 'x'.repeat(200) }).errors).toEqual({});
  });
});
