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

/**
 * The serializer compiler of one app, and what compiles the serializers still waiting. Each is
 * compiled on its route's first response, not at start: most of the ~760 (route, status) pairs
 * are rarely used, and compiling them all takes 0.5–1.5 s. But a first response paid it (a
 * schema through fast-json-stringify, and on first use the Ajv validator of each of its unions:
 * a model page's reads, 42–46 ms of its first request after a start, bench/README.md "A catalogue
 * model's page"). So once the server listens, the rest are compiled one per turn of the event
 * loop, validators included, answers (2xx) first (~0.4 s in all): a request waits at most for
 * one of them. One schema shared by many routes (the error body) is compiled once.
 */
export function createSerializerCompiler() {
  type Compile = (ahead?: boolean) => (data: unknown) => string;
  const byStatus = { answers: new Set<Compile>(), others: new Set<Compile>() };
  const bySchema = new WeakMap<object, (data: unknown) => string>();
  const compiler: FastifySerializerCompiler<RouteSchema> = (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    const waiting = route.httpStatus?.startsWith('2') ? byStatus.answers : byStatus.others;
    // Ahead of use, the Ajv validators of its unions too (else each on its first use).
    const compile: Compile = (ahead = false) => {
      waiting.delete(compile);
      if (serialize) return serialize;
      const schema = zodSchemaOf(route.schema);
      const known = schema && bySchema.get(schema);
      if (known) return (serialize = known);
      const json = schema && toJsonSchema(schema);
      serialize = json
        ? fastJson(json as unknown as Parameters<typeof fastJson>[0], { compileValidators: ahead })
        : zodSerializerCompiler(route);
      if (schema) bySchema.set(schema, serialize);
      return serialize;
    };
    waiting.add(compile);
    return (data) => (serialize ?? compile())(data);
  };
  const compileWaiting = () => {
    const next = byStatus.answers.values().next().value ?? byStatus.others.values().next().value;
    if (!next) return;
    next(true);
    setImmediate(compileWaiting);
  };
  return { compiler, compileWaiting };
}
