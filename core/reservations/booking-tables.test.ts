import { describe, expect, it } from 'vitest';
import { bookingTables } from './booking-tables';

const row = (id: string, tableNumber: string, level = 'Terrace') => ({ id, level, tableNumber });

describe('editing the tables of a booking', () => {
  it('keeps rows whose table is still wanted and adds rows for new tables', () => {
    const primary = row('p', '1');
    const linked = row('l', '2');
    const { keeps, added } = bookingTables(primary, [primary, linked], 'Terrace', ['2', '1', '3']);
    expect([...keeps].map(([r, n]) => [r.id, n])).toEqual([['p', '1'], ['l', '2']]);
    expect(added).toEqual(['3']);
  });

  it('moves the primary to a free wanted table and drops rows no longer wanted', () => {
    const primary = row('p', '1');
    const linked = row('l', '2');
    const { keeps, added } = bookingTables(primary, [primary, linked], 'Terrace', ['4']);
    expect([...keeps].map(([r, n]) => [r.id, n])).toEqual([['p', '4']]);
    expect(added).toEqual([]);
  });

  it('gives the primary the table a linked row held when that is the only one wanted, and drops the linked row', () => {
    const primary = row('p', '1');
    const linked = row('l', '2');
    const { keeps, added } = bookingTables(primary, [primary, linked], 'Terrace', ['2']);
    expect([...keeps].map(([r, n]) => [r.id, n])).toEqual([['p', '2']]);
    expect(added).toEqual([]);
  });

  it('a move to another area keeps no table: the primary takes the first wanted one', () => {
    const primary = row('p', '1');
    const { keeps, added } = bookingTables(primary, [primary], 'Dining Room', ['1', '2']);
    expect([...keeps].map(([r, n]) => [r.id, n])).toEqual([['p', '1']]);
    expect(added).toEqual(['2']);
  });
});
