import { describe, expect, it } from 'vitest';
import { bookingTables } from './booking-tables';

const row = (id: string, tableNumber: string, level = 'Terrace') => ({ id, level, tableNumber });
const primary = row('p', '1');
const linked = row('l', '2');

describe('editing the tables of a booking', () => {
  // The booking's live rows, the area and tables wanted; which row keeps which table, and the tables added.
  it.each([
    ['keeps rows whose table is still wanted and adds rows for new tables', [primary, linked], 'Terrace', ['2', '1', '3'], [['p', '1'], ['l', '2']], ['3']],
    ['moves the primary to a free wanted table and drops rows no longer wanted', [primary, linked], 'Terrace', ['4'], [['p', '4']], []],
    ['gives the primary the table a linked row held when that is the only one wanted, and drops the linked row', [primary, linked], 'Terrace', ['2'], [['p', '2']], []],
    ['a move to another area keeps no table: the primary takes the first wanted one', [primary], 'Dining Room', ['1', '2'], [['p', '1']], ['2']],
  ] as const)('%s', (_name, live, level, wanted, kept, added) => {
    const tables = bookingTables(primary, live, level, wanted);
    expect([...tables.keeps].map(([r, n]) => [r.id, n])).toEqual(kept);
    expect(tables.added).toEqual(added);
  });
});
