// The fuzz's map of the API: every operation of the OpenAPI document with its path parameters,
// query parameters, JSON body schema, and whether it is a picture upload.
import type { Schema } from './schema-values.ts';

export type Parameter = { in: string; name: string; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

export type Route = {
  method: string;
  path: string;
  params: string[];
  query: Parameter[];
  body: Schema | undefined;
  upload: boolean;
};

/** Every operation of /api/openapi.json. Uploads are the POSTs on …/pictures/ with no JSON body. */
export function routesOf(doc: { paths: Record<string, Record<string, Operation>> }): Route[] {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const parameters = op.parameters ?? [];
      const body = op.requestBody?.content?.['application/json']?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query'),
        body,
        upload: method === 'post' && path.endsWith('/pictures/') && !body,
      });
    }
  }
  return routes;
}
