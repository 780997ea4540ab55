// What the malformed-input probes are made of (./malformed-input.test.ts): hostile values, the route shapes read from
// the OpenAPI document the app serves, and a valid body with one field replaced or left out.
import type { ApiRoute } from './api-surface';

/** SQL and HTML metacharacters, bidi and astral unicode, a NUL byte, a path and a script URL. */
export const hostileStrings = [
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  'Zürich \u202e 東京 🍝 ﷽ Ωmega',
  'nul\u0000byte',
  '../../etc/passwd',
  'javascript:alert(1)',
];
export const scriptUrls = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'];
export const unknownId = 'zz-unknown-0000';
export const hugeString = 'x'.repeat(100_000);
export const oversizeBody = JSON.stringify({ name: 'x'.repeat(300 * 1024) });
export const oversizeBodyOf = (limit: number) => JSON.stringify({ name: 'x'.repeat(limit + 1024) });
export const deepValue = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
export const wideValue = `[${'0,'.repeat(100_000)}0]`;
const placeholder = '"\u2063placeholder\u2063"';
/** The body as JSON text with raw JSON in place of one field's value. */
export function withRawJson(body: Record<string, unknown>, path: FieldPath, json: string): string {
  return JSON.stringify(withValue(body, path, JSON.parse(placeholder))).replace(placeholder, json);
}

// ---------------------------------------------------------------------------------------------------------------------
// The route shapes, from the OpenAPI document the app serves.

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  enum?: unknown[];
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
}
export interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
}
export type FieldPath = (string | number)[];
export interface Field {
  path: FieldPath;
  schema: JsonSchema;
}

export function operationOf(doc: OpenApiDocument, route: ApiRoute): Operation {
  const openApiPath = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return doc.paths?.[openApiPath]?.[route.method.toLowerCase()] ?? {};
}

export function fieldsOf(schema: JsonSchema, path: FieldPath = []): Field[] {
  if (schema.type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => [
      { path: [...path, name], schema: child },
      ...fieldsOf(child, [...path, name]),
    ]);
  }
  if (schema.type === 'array' && schema.items) return [{ path: [...path, 0], schema: schema.items }, ...fieldsOf(schema.items, [...path, 0])];
  return [];
}

export function isRecord(value: unknown): value is Record<string | number, unknown> {
  return typeof value === 'object' && value !== null;
}

function valueAt(body: unknown, path: FieldPath): unknown {
  let current = body;
  for (const segment of path) current = isRecord(current) ? current[segment] : undefined;
  return current;
}

export function withValue(body: Record<string, unknown>, path: FieldPath, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let current: Record<string | number, unknown> = copy;
  path.forEach((segment, index) => {
    if (index === path.length - 1) {
      current[segment] = value;
      return;
    }
    const next = current[segment];
    if (!isRecord(next)) current[segment] = typeof path[index + 1] === 'number' ? [] : {};
    current = current[segment] as Record<string | number, unknown>;
  });
  return copy;
}

export function without(body: Record<string, unknown>, path: FieldPath): Record<string, unknown> {
  const copy = structuredClone(body);
  const parent = valueAt(copy, path.slice(0, -1));
  if (isRecord(parent)) delete parent[path[path.length - 1] as string];
  return copy;
}

/** Required properties present in the example, at every depth. */
export function requiredPaths(schema: JsonSchema, body: unknown, path: FieldPath = []): FieldPath[] {
  const value = valueAt(body, path);
  if (schema.type !== 'object' || !isRecord(value)) return [];
  return [
    ...(schema.required ?? []).filter((name) => name in value).map((name) => [...path, name]),
    ...Object.entries(schema.properties ?? {}).flatMap(([name, child]) => requiredPaths(child, body, [...path, name])),
  ];
}

export const wrongTypes: Record<string, unknown[]> = {
  string: [12345, true, { nested: 'object' }, ['array']],
  integer: ['7', 1.5, true, 1e300],
  number: ['7', true, { nested: 'object' }],
  boolean: ['true', 1, 'yes'],
  array: ['not-an-array', { 0: 'x' }, 42],
  object: ['not-an-object', ['array'], 42],
};

export const label = (path: FieldPath) => path.join('.');

export function bodyOf(operation: Operation): JsonSchema | undefined {
  return operation.requestBody?.content?.['application/json']?.schema;
}
