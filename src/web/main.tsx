// The browser's entry. A server-rendered page is painted and readable before it: it waits for
// that first paint (after-first-paint.ts), requests the app's scripts of the page
// (ssr-payload.ts), and starts the app in stages, each evaluated in a task of its own
// (next-task.ts): the router, the query cache and i18next, React's renderer, the app's modules,
// then each step of hydrating. Imported statically, the whole graph would evaluate in one task
// of several hundred milliseconds on a phone, and a tap or scroll on the painted page would wait
// for all of it: the largest script task after the first paint was 296–485 ms at 4× CPU, in
// stages 50–152 ms (bench/README.md, session 8). Route loaders leave this path as it was: a
// rendered page's loaders ran on the server and the browser hydrates without running them
// (decision 017).
import { afterFirstPaint } from './lib/after-first-paint.ts';
import { nextTask } from './lib/next-task.ts';
import { hasPayload, preloadPageScripts } from './lib/ssr-payload.ts';
import './styles.css';

// Paths are matched ignoring case on the server; normalise old links' /About-us here too.
if (/[A-Z]/.test(location.pathname) && location.pathname.toLowerCase() === '/about-us') {
  history.replaceState(null, '', '/about-us' + location.search);
}

const rendered = hasPayload();
if (rendered) {
  await afterFirstPaint();
  void preloadPageScripts(); // beside the stages, a request per task
}
await import('./app/router-library.ts');
await nextTask();
await import('./app/data-libraries.ts');
await nextTask();
await import('./app/react-dom.ts');
await nextTask();
const { hydratePage, renderApp } = await import('./app/start.tsx');
await (rendered ? hydratePage() : renderApp());
