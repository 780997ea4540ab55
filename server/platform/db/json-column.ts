/**
 * A json column's value: node-postgres and PGlite hand it back parsed, but a driver may hand back its text. Used where
 * a read aggregates many rows into one JSON array (receiving a row per item cost the API several times as much).
 */
export function parsedJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
