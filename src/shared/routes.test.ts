import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';
import { matchRoute, privatePrefixes, ROUTES, webRoute, type AppRoute } from './routes.ts';

describe('the route table', () => {
  it('finds the route a path lands on, the catch-alls last', () => {
    expect(webRoute('/').path).toBe('/');
    expect(webRoute('/itemdetails/42').path).toBe('/itemdetails/:id');
    expect(matchRoute('/itemdetails/42')?.id).toBe('42');
    expect(webRoute('/About-us').path).toBe('/about-us');
    expect(webRoute('/admin').path).toBe('/admin/*');
    expect(webRoute('/admin/users').path).toBe('/admin/*');
    expect(webRoute('/wing').path).toBe('/:category');
    expect(webRoute('/no/such/page').path).toBe('/*');
  });

  it('builds links from the table', () => {
    expect(paths.gear('a b')).toBe('/itemdetails/a%20b');
    expect(paths.user(7)).toBe('/userdetails/7');
    expect(paths.certifier(3)).toBe('/certifierdetails/3');
    expect(paths.category('wing')).toBe('/wing');
    expect(matchRoute(paths.editGear(5))?.route).toBe(ROUTES.editGear);
  });

  it('renders on the server only public pages, and the login forms that work without a script', () => {
    // No viewer's data on either; they stay out of robots.txt's allowed paths.
    const forms: AppRoute[] = [ROUTES.login, ROUTES.accountCreated];
    for (const route of Object.values(ROUTES))
      if (route.ssr && !forms.includes(route)) expect(route.public).toBe(true);
    expect(ROUTES.login.ssr && ROUTES.signup.ssr).toBe(true);
    expect(privatePrefixes()).toContain('/editgear/');
    expect(privatePrefixes()).toContain('/admin');
    expect(privatePrefixes()).not.toContain('/gears');
  });
});
