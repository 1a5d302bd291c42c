/**
 * The registry's zod schemas as JSON Schema 2020-12 (OpenAPI 3.1's dialect),
 * by zod's own `z.toJSONSchema`: requests as a caller sends them (`input`:
 * before coercions, transforms and defaults), answers as the server sends them
 * (`output`). Nothing here restates a shape; it only makes the output read well.
 */
import { z } from 'zod';
import { isThbAmount } from '../../money.js';

export type JsonSchema = Record<string, unknown>;

// A format says what the value is; zod adds the regex it checks with, which is noise to a reader.
const FORMATS_THAT_SAY_IT = new Set(['date', 'date-time', 'time', 'duration', 'email', 'uuid', 'uri', 'ipv4', 'ipv6']);

const THB = 'THB, at most two decimals (บาท ทศนิยมไม่เกิน 2 ตำแหน่ง)';

/**
 * A refine is a function JSON Schema cannot carry; the THB check is the one
 * that matters to an implementer (ZThb, ZThbPositive, ZThbWire and whatever an
 * area refines from them), so it is found by its function and written out.
 */
function checksThb(schema: z.core.$ZodType): boolean {
  const checks = (schema._zod.def as { checks?: z.core.$ZodCheck[] }).checks ?? [];
  return checks.some((check) => (check._zod.def as { fn?: unknown }).fn === isThbAmount);
}

const OPTIONS = { target: 'draft-2020-12', unrepresentable: 'any' } as const;
const RANGE_KEYS = ['type', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'] as const;

const isNumeric = (json: unknown) => {
  const type = (json as JsonSchema | undefined)?.type;
  return type === 'integer' || type === 'number';
};

function annotate(ctx: { zodSchema: z.core.$ZodType; jsonSchema: z.core.JSONSchema.BaseSchema }): void {
  const json = ctx.jsonSchema;
  const def = ctx.zodSchema._zod.def as { type: string; out?: z.core.$ZodType; defaultValue?: unknown };
  if (typeof json.format === 'string' && FORMATS_THAT_SAY_IT.has(json.format)) delete json.pattern;
  if (checksThb(ctx.zodSchema) && json.description === undefined) json.description = THB;
  // "A number or digits, then checked" (zQueryInt): the number branch carries the range the check applies.
  if (def.type === 'pipe' && def.out && Array.isArray(json.anyOf)) {
    const out = z.toJSONSchema(def.out, { ...OPTIONS, io: 'output' }) as JsonSchema;
    if (isNumeric(out)) {
      const range = Object.fromEntries(RANGE_KEYS.filter((key) => out[key] !== undefined).map((key) => [key, out[key]]));
      json.anyOf = json.anyOf.map((branch) => (isNumeric(branch) ? withoutSafeBounds({ ...(branch as JsonSchema), ...range }) : branch));
    }
  }
  // zod leaves out a default that comes after a transform on input; to a caller it is still what an absent field means.
  if (def.type === 'default' && json.default === undefined && ['number', 'string', 'boolean'].includes(typeof def.defaultValue)) {
    json.default = def.defaultValue as number | string | boolean;
  }
  withoutSafeBounds(json as JsonSchema);
}

/** z.number().int() bounds itself to the safe integers; "integer" already says as much to a reader. */
function withoutSafeBounds(json: JsonSchema): JsonSchema {
  if (json.type === 'integer') {
    if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
    if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
  }
  return json;
}

/** `io`: `input` for what a caller sends, `output` for what an answer carries. */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { ...OPTIONS, io, override: annotate }) as JsonSchema;
  // The document names its dialect once (jsonSchemaDialect).
  delete json.$schema;
  return json;
}

export interface QueryField {
  name: string;
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

/**
 * A query string is text, so a field that takes "a number, or digits" (zQueryInt:
 * digits only on the wire, then range-checked) is documented as the integer
 * the server reads: OpenAPI serialises an integer parameter as digits, which is
 * exactly what the field accepts.
 */
function queryValue(input: JsonSchema): JsonSchema {
  const branches = input.anyOf as JsonSchema[] | undefined;
  const number = branches?.find(isNumeric);
  if (!number || !branches!.some((branch) => branch.type === 'string')) return input;
  const { anyOf: _branches, ...rest } = input;
  return { ...number, ...rest };
}

/**
 * The fields of a query schema, one parameter each; null when the schema is
 * not a plain object (then it is documented as one form-style parameter).
 */
export function queryFields(schema: z.ZodType): QueryField[] | null {
  const input = toJsonSchema(schema, 'input');
  const properties = input.properties as Record<string, JsonSchema> | undefined;
  if (input.type !== 'object' || !properties) return null;
  const required = new Set((input.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...value } = queryValue(property);
    const field: QueryField = { name, required: required.has(name), schema: value };
    if (typeof description === 'string') field.description = description;
    return field;
  });
}
