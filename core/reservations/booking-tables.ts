// Editing a booking's tables (staff edit online, or queued on the tablet): which of its live rows keep which table,
// and which wanted tables need a new linked row. The server and the offline tablet apply this one rule.

export interface BookingTables<R> {
  /** Each kept row and the table it keeps or gets. The primary row always stays: it carries the booking's id. */
  keeps: Map<R, string>;
  /** Wanted tables that no kept row holds: each becomes a new linked row. */
  added: string[];
}

export function bookingTables<R extends { level: string; tableNumber: string }>(
  primary: R,
  live: readonly R[],
  level: string,
  wanted: readonly string[],
): BookingTables<R> {
  const keeps = new Map<R, string>();
  const taken = new Set<string>();
  // Rows keep their table when it is still wanted.
  for (const row of live) {
    if (row.level === level && wanted.includes(row.tableNumber) && !taken.has(row.tableNumber)) {
      keeps.set(row, row.tableNumber);
      taken.add(row.tableNumber);
    }
  }
  const free = wanted.filter((n) => !taken.has(n));
  if (!keeps.has(primary)) {
    const table = free.shift() ?? (wanted[0] as string);
    for (const [row, n] of keeps) if (n === table) keeps.delete(row);
    keeps.set(primary, table);
  }
  const used = new Set(keeps.values());
  return { keeps, added: free.filter((n) => !used.has(n)) };
}
