// Response serialization compiled once per route instead of a zod parse per response. The route's
// zod response schema becomes a JSON Schema (z.toJSONSchema, output side) and fast-json-stringify
// (Fastify's own serializer) turns it into a function that writes exactly the declared fields:
// every object is closed (additionalProperties: false), so a column the schema does not list —
// a password hash, a seller's e-mail for an anonymous caller — never reaches the wire, as before.
// Unlike zod it does not validate what the handler returns; handlers build their answers from
// typed rows, and the tests check the shapes. A schema JSON Schema cannot express (a transform,
// a date object) keeps the zod serializer.
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/** Objects with listed properties let nothing else through (zod already says so; this makes sure). */
function closeObjects(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(closeObjects);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as JsonSchema;
  if (schema.properties && schema.additionalProperties === undefined) {
    schema.additionalProperties = false;
  }
  Object.values(schema).forEach(closeObjects);
}

function toJsonSchema(schema: z.ZodType): JsonSchema | null {
  try {
    const json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      reused: 'inline',
      cycles: 'throw',
    }) as JsonSchema;
    delete json.$schema;
    closeObjects(json);
    return json;
  } catch {
    return null;
  }
}

type RouteSchema = z.ZodType | { properties: z.ZodType };
const zodSchemaOf = (schema: unknown): z.ZodType | null =>
  schema instanceof z.ZodType
    ? schema
    : typeof schema === 'object' && schema !== null && 'properties' in schema
      ? schemaOrNull((schema as { properties: unknown }).properties)
      : null;
const schemaOrNull = (value: unknown) => (value instanceof z.ZodType ? value : null);

export const fastSerializerCompiler: FastifySerializerCompiler<RouteSchema> = (route) => {
  // Compiled on the first response, not at start: most of the ~150 schemas are rarely used,
  // and compiling them all would add a second to every start.
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    if (!serialize) {
      const schema = zodSchemaOf(route.schema);
      const json = schema && toJsonSchema(schema);
      serialize = json
        ? fastJson(json as unknown as Parameters<typeof fastJson>[0])
        : zodSerializerCompiler(route);
    }
    return serialize(data);
  };
};
