// Hostile requests for every operation of the OpenAPI document: values shaped by each route's
// JSON schema (mostly plausible, with hostile leaves, missing and extra fields), any JSON at all,
// broken JSON, wrong content types, bad ids and query values, and broken multipart uploads.
// This file puts one request together; its parts live in request-parts.ts and schema-values.ts.
import fc from 'fast-check';
import { junkJson } from './hostile-json.ts';
import { hostileString } from './hostile.ts';
import { hostileMultipart } from './multipart.ts';
import { idSegment, jsonPayload, queryString } from './request-parts.ts';
import type { Route } from './routes.ts';
import type { FuzzContext } from './schema-values.ts';
import { spelledPath } from './targets.ts';

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** One hostile request for the route. */
export function requestFor(route: Route, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const segments = fc.tuple(...route.params.map(() => idSegment(ctx)));
  const auth = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ctx.tokens) },
    { weight: 2, arbitrary: fc.constant('') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'Token false',
        'Token ',
        'Bearer x',
        'Basic YTpi',
        'Token ' + 'a'.repeat(5000),
      ),
    },
    { weight: 1, arbitrary: hostileString.map((s) => `Token ${s}`) },
  );
  const body = route.upload
    ? hostileMultipart(ctx.samples).map((m) => ({
        type: m.contentType,
        payload: m.payload as string | Buffer | undefined,
      }))
    : route.body
      ? jsonPayload(route, ctx).map((j) => ({
          type: j.type,
          payload: j.text as string | Buffer | undefined,
        }))
      : fc.oneof(
          {
            weight: 4,
            arbitrary: fc.constant({ type: '', payload: undefined as string | Buffer | undefined }),
          },
          {
            weight: 1,
            arbitrary: junkJson.map((v) => ({
              type: 'application/json',
              payload: JSON.stringify(v) ?? '',
            })),
          },
        );
  return fc
    .record({ segments, query: queryString(route, ctx), auth, body })
    .map(({ segments: ids, query, auth: token, body: b }) => {
      let path = route.path;
      route.params.forEach((name, i) => (path = path.replace(`{${name}}`, ids[i]!)));
      const headers: Record<string, string> = {};
      if (token) headers.authorization = token;
      if (b.type) headers['content-type'] = b.type;
      return { method: route.method, path, query, headers, payload: b.payload };
    })
    .chain(({ path, query, ...request }) =>
      // One request in five spells its path with percent-encoded letters (`/%61pi/…`).
      fc
        .oneof(
          { weight: 4, arbitrary: fc.constant(path) },
          { weight: 1, arbitrary: spelledPath(path) },
        )
        .map((spelled) => ({ ...request, url: query ? `${spelled}?${query}` : spelled })),
    );
}
