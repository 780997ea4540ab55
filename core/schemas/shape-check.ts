// A structural check of a value read from the network, for the pages that cannot afford zod (the guest's booking
// page: zod would add about 27 KB gzipped to its ≤ 90 KB budget, zod/mini about 6 KB). It checks what the page relies
// on — presence and JSON types, nested — not the schema's value rules (lengths, patterns); each check is tested to
// agree with its zod schema (published-checks.test.ts). Staff screens, already carrying zod, parse with the schema.

export type Check = (value: unknown) => boolean;

export const string: Check = (value) => typeof value === 'string';
export const number: Check = (value) => typeof value === 'number' && Number.isFinite(value);
export const boolean: Check = (value) => typeof value === 'boolean';

export const nullable =
  (inner: Check): Check =>
  (value) =>
    value === null || inner(value);

export const optional =
  (inner: Check): Check =>
  (value) =>
    value === undefined || inner(value);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const array =
  (item: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(item);

/** An object with any keys whose values all pass `entry`. */
export const record =
  (entry: Check): Check =>
  (value) =>
    isRecord(value) && Object.values(value).every(entry);

/** An object with these fields (more are allowed, as zod allows and strips them). */
export const object =
  (fields: Record<string, Check>): Check =>
  (value) =>
    isRecord(value) && Object.entries(fields).every(([key, field]) => field(value[key]));
