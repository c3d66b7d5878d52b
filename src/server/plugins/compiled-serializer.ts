// A response serializer compiled from a zod schema, for the busiest answers (the invoice look-up).
// The type provider's serializer checks every answer with zod (which builds a new object) and then
// runs JSON.stringify over the result: about 2% of the look-up's CPU
// (docs/decisions/050-throughput-against-the-same-sql.md). For a schema made only of objects,
// strings without checks, enums and nullables, the check and the writing can be one walk over the
// schema's own fields, worked out once (arrays, optional fields and plain numbers too, for the
// invoice's lines): each value is checked against its field's kind and written
// with JSON.stringify, so a string is escaped exactly as before, and a key the schema does not
// name is never read, so nothing outside the schema can leak. Whatever does not match (a wrong
// type, a value outside an enum) goes to the zod serializer, which answers it as before (a
// ResponseSerializationError, so a 500): the compiled path only ever answers data zod accepts, with
// the same text.
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Writes one value as JSON, or answers undefined when the value does not fit the schema. */
type JsonWriter = (value: unknown) => string | undefined;

/** The writer for `schema`, or undefined when it uses a kind this compiler does not know. */
export function compileJsonWriter(schema: z.ZodType): JsonWriter | undefined {
  const def = (schema as z.ZodType & { _zod: { def: SchemaDef } })._zod.def;
  switch (def.type) {
    case 'string':
      // A check (min, max, a format) would need checking here too: left to zod.
      return def.checks?.length ? undefined : writeString;
    case 'enum':
      return enumWriter(Object.values(def.entries ?? {}));
    case 'nullable': {
      const inner = def.innerType && compileJsonWriter(def.innerType);
      return inner && ((value) => (value === null ? 'null' : inner(value)));
    }
    case 'number':
      return def.checks?.length ? undefined : writeNumber;
    case 'array': {
      const item = !def.checks?.length && def.element ? compileJsonWriter(def.element) : undefined;
      return item && arrayWriter(item);
    }
    case 'object':
      return def.catchall || def.checks?.length ? undefined : objectWriter(def.shape ?? {});
    default:
      return undefined;
  }
}

interface SchemaDef {
  type: string;
  checks?: unknown[];
  entries?: Record<string, unknown>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
}

const writeString: JsonWriter = (value) => (typeof value === 'string' ? JSON.stringify(value) : undefined);

/** zod's number refuses NaN and the infinities, as JSON cannot write them. */
const writeNumber: JsonWriter = (value) => (typeof value === 'number' && Number.isFinite(value) ? JSON.stringify(value) : undefined);

function arrayWriter(item: JsonWriter): JsonWriter {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const written: string[] = [];
    for (const entry of value as unknown[]) {
      const json = item(entry);
      if (json === undefined) return undefined;
      written.push(json);
    }
    return `[${written.join(',')}]`;
  };
}

function enumWriter(values: unknown[]): JsonWriter | undefined {
  if (!values.every((value) => typeof value === 'string')) return undefined;
  const allowed = new Set<unknown>(values);
  return (value) => (allowed.has(value) ? JSON.stringify(value) : undefined);
}

function objectWriter(shape: Record<string, z.ZodType>): JsonWriter | undefined {
  const fields: { key: string; name: string; optional: boolean; write: JsonWriter }[] = [];
  for (const [key, fieldSchema] of Object.entries(shape)) {
    const def = (fieldSchema as z.ZodType & { _zod: { def: SchemaDef } })._zod.def;
    // An optional field that is undefined is left out, as JSON.stringify leaves it out.
    const optional = def.type === 'optional';
    const write = optional ? def.innerType && compileJsonWriter(def.innerType) : compileJsonWriter(fieldSchema);
    if (!write) return undefined;
    fields.push({ key, name: `${JSON.stringify(key)}:`, optional, write });
  }
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const record = value as Record<string, unknown>;
    let json = '';
    for (const field of fields) {
      const fieldValue = record[field.key];
      if (field.optional && fieldValue === undefined) continue;
      const written = field.write(fieldValue);
      if (written === undefined) return undefined;
      json += (json === '' ? '' : ',') + field.name + written;
    }
    return `{${json}}`;
  };
}

/**
 * A route's serializer compiler: the compiled writer for the statuses listed, the type provider's
 * zod serializer (the app's own, app.ts) for every other answer and for any value the writer does
 * not accept.
 */
export function compiledSerializerFor(statuses: readonly string[]): FastifySerializerCompiler<unknown> {
  return (routeSchema) => {
    const checked = zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]);
    const schema = routeSchema.schema;
    const write =
      routeSchema.httpStatus && statuses.includes(routeSchema.httpStatus) && schema instanceof z.ZodType
        ? compileJsonWriter(schema)
        : undefined;
    if (!write) return checked;
    return (data) => write(data) ?? checked(data);
  };
}
