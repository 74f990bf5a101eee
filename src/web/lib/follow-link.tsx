// The app's own links as plain anchors its router follows. React Router's `Link` resolves its
// path against the route's matches on every render (five hooks and a JSON string a link): of the
// ~2.7 ms a cold page cost the server around its content, its 20 or so layout links were a tenth
// (bench/README.md, session 23). These call no hook: a click goes to the page's one router,
// registered where it is made (app/router.tsx; the tests' renderPage), which also keeps a
// context provider and its bytes out of the home route's budget.
import type { ComponentProps, MouseEvent } from 'react';

type Router = { navigate: (to: string, options: { replace: boolean }) => unknown };
let router: Router | undefined;

/** Makes `app` the router a link's click goes to (the browser's one, or a test's); returns it. */
export const followRouter = <R extends Router>(app: R): R => (router = app);

/** A plain left click on a link, not yet taken by a handler: the page's, the others the browser's. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  !event.defaultPrevented;

/**
 * A click on a link to a page of this app, in this window (none has a `target`), as react-router's
 * `Link` takes it: a plain left click only (a modified or middle click, or one a handler already
 * took, is the browser's: a new tab, a download), and a link to the page one is on replaces the
 * history entry. Without a router (the server never clicks), the browser follows the link.
 */
export function follow(event: MouseEvent<HTMLAnchorElement>) {
  if (!router || !isPlainClick(event)) return;
  event.preventDefault();
  const link = event.currentTarget;
  // Both resolved URLs: the same path, query and fragment on this origin.
  void router.navigate(link.getAttribute('href')!, { replace: link.href === window.location.href });
}

type Props = Omit<ComponentProps<'a'>, 'href' | 'onClick' | 'target'> & {
  /** An absolute path of this app. */
  to: string;
};

/** An internal link: a real anchor (it works without JavaScript) the router follows when clicked. */
export function AppLink({ to, children, ...props }: Props) {
  return (
    <a href={to} onClick={follow} {...props}>
      {children}
    </a>
  );
}

/** Whether `to` is the page at `pathname` or one under it (NavLink's "active"). */
export const isCurrent = (pathname: string, to: string) =>
  pathname === to || pathname.startsWith(`${to}/`);
