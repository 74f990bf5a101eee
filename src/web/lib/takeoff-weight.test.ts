import { expect, it } from 'vitest';
import { parseWeight } from './takeoff-weight.ts';

it('reads weights as pilots type them and refuses the impossible ones', () => {
  expect(parseWeight('88')).toBe(88);
  expect(parseWeight(' 88,5 ')).toBe(88.5);
  for (const bad of ['0', '-5', '401', 'abc', '', '1e2']) expect(parseWeight(bad)).toBeNull();
});
