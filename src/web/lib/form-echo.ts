// The answer to a form posted without JavaScript (src/shared/form-echo.ts): the server renders
// the page with it in a context and sends it in the page's data block, from which the browser
// installs it before hydrating, so both render the same messages.
import { createContext, useContext, useEffect } from 'react';
import type { FormEcho, FormEchoName } from '#shared/form-echo.ts';

export const FormEchoContext = createContext<FormEcho | null>(null);

let installed: FormEcho | null = null;

/** The browser's copy, from the rendered page's data block (app/start.tsx). */
export function installFormEcho(echo: FormEcho | null | undefined) {
  installed = echo ?? null;
}

/**
 * The echo of the form named, for the page's first render only: the browser forgets it once the
 * page has mounted, so coming back to the page later starts empty (keep it in state to show it).
 */
export function useFormEcho(form: FormEchoName): FormEcho | null {
  const echo = useContext(FormEchoContext) ?? installed;
  useEffect(() => installFormEcho(null), []);
  return echo?.form === form ? echo : null;
}
