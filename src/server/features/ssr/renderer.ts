// The server renderer as this server uses it: the built module, imported once, and the `fetch` it
// reads the API with, which asks this app in the same process as the visitor would (ssr.ts).
import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '#shared/constants.ts';
import type { FormEcho } from '#shared/form-echo.ts';
import { KEPT_HEADERS } from '#server/lib/paging.ts';
import { deepFreeze, keptBodyOf } from '#server/plugins/response-cache-answer.ts';
import { IN_PROCESS_READ } from '#server/plugins/in-process-read.ts';

type RenderedPage = {
  /** The data block's JSON object without the translations, which are added here. */
  payload: string;
  /** Links for the end of the head, known once the page has rendered (its photo's preload). */
  head?: string;
  /** The rendered root. */
  html: string;
};
export type Renderer = {
  render: (request: {
    url: string;
    lang: string;
    translations: Record<string, unknown>;
    apiFetch: (url: string, init: RequestInit) => Promise<ApiAnswer>;
    onError: (error: unknown) => void;
    formEcho?: FormEcho;
  }) => Promise<RenderedPage | undefined>;
  /** Imports the rendered pages' modules (an older build has none). */
  warmUp?: () => Promise<void>;
};

/** An answer of the API as the renderer reads it (ApiAnswer in src/web/entry-server.tsx). */
type ApiAnswer = {
  ok: boolean;
  status: number;
  headers: { get: (name: string) => string | null };
  json: () => Promise<unknown>;
  /** The JSON text `json()` parsed: the data block repeats it rather than serialising it again. */
  jsonText: string;
};

/**
 * The built renderer, imported once it exists. Not re-imported after a rebuild: its chunks import
 * the entry by its plain path, so a second copy under another URL would split the modules'
 * state (restart the server after `npm run build`, as `npm start` does).
 */
export function rendererLoader(webDist: string) {
  const file = join(dirname(webDist), 'server', 'entry-server.js');
  let loaded: Promise<Renderer> | null = null;
  return async (): Promise<Renderer | null> => {
    if (loaded) return loaded;
    if (!(await stat(file).catch(() => null))) return null;
    loaded ??= import(pathToFileURL(file).href) as Promise<Renderer>;
    return loaded;
  };
}

/** One GET of this app's API as the visitor, its answer as the renderer reads it. */
export type ApiReader = (url: string) => Promise<ApiAnswer>;

/**
 * A page's reads of the API: each a GET of this app, as the visitor without a login, made once
 * per page whoever asks (the head of a listing's page reads the answer its loader reads:
 * seo/gear-head-source.ts).
 */
export function apiReaderFor(options: {
  app: FastifyInstance;
  request: FastifyRequest;
  lang: Language;
}): ApiReader {
  const answers = new Map<string, Promise<ApiAnswer>>();
  return (url) => {
    let answer = answers.get(url);
    if (!answer) answers.set(url, (answer = readOnce(options, url)));
    return answer;
  };
}

async function readOnce(
  { app, request, lang }: { app: FastifyInstance; request: FastifyRequest; lang: Language },
  url: string,
): Promise<ApiAnswer> {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: { accept: 'application/json', 'accept-language': lang, ...IN_PROCESS_READ },
    remoteAddress: request.ip,
    // Its options are these, always well formed: not checked against a schema on every read.
    validate: false,
  });
  const headers = new Map<string, string>();
  for (const name of KEPT_HEADERS) {
    const value = res.headers[name];
    if (typeof value === 'string' || typeof value === 'number') headers.set(name, String(value));
  }
  // The body is parsed as it came (a fetch Response would encode it and decode it again), once
  // for whoever asks; an answer from the response cache was parsed once for every page that
  // reads it. Frozen, as the data block repeats the text: the value the page rendered from
  // must stay that text.
  const { statusCode: status, payload } = res;
  const kept = status === 200 ? keptBodyOf(res.raw.req) : undefined;
  let parsed: unknown;
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name) => headers.get(name.toLowerCase()) ?? null },
    json: async () => kept ?? (parsed ??= status === 204 ? null : deepFreeze(JSON.parse(payload))),
    jsonText: payload,
  };
}

/**
 * The renderer's `fetch`: the page's reads (apiReaderFor). `onAnswer` hears each read the
 * render makes and its status (a page rendered from a refused read must not be kept, and a
 * kept page is forgotten when a write changes what it read).
 */
export const apiFetchFor =
  ({ read, onAnswer }: { read: ApiReader; onAnswer: (status: number, url: string) => void }) =>
  async (url: string): Promise<ApiAnswer> => {
    const answer = await read(url);
    onAnswer(answer.status, url);
    return answer;
  };
