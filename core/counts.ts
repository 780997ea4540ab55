/** Adds `from`'s count under each of `keys` into `into`: the running totals of a slot, an area, a month, a partner. */
export function addCounts<K extends string>(into: Record<K, number>, from: Readonly<Record<K, number>>, keys: readonly K[]): void {
  for (const key of keys) into[key] += from[key];
}
