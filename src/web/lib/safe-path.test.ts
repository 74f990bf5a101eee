import { describe, expect, it } from 'vitest';
import { loginPath, safeNextPath } from './safe-path.ts';

describe('safeNextPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeNextPath('/userdetails/abc?tab=1#x')).toBe('/userdetails/abc?tab=1#x');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
    null,
    42,
  ])('refuses %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('refuses the login page itself, which would loop', () => {
    expect(safeNextPath('/auth')).toBeNull();
    expect(safeNextPath('/AUTH/')).toBeNull();
  });

  it('builds the Login Now link with the path encoded', () => {
    expect(loginPath('/userdetails/a?b=1')).toBe('/auth?next=%2Fuserdetails%2Fa%3Fb%3D1');
  });
});
