// Tables (spec §3, §5, §7): key = `${level}-${tableNumber}`; combinations name tables of the same area and are kept
// symmetric — a change on one table updates its partners in the same transaction.
import { AppError } from '../../../core/errors';
import type { StaffRefusal } from '../../../core/staff-refusal';
import type { Table, TableInput } from '../../../core/schemas/floor';
import { pgErrorCode, type Database, type Transaction } from '../../platform/db/connection';
import { copyToTrash } from '../../platform/db/trash-bin';
import { carryUpcomingReservations, upcomingReservationCount } from './repository/upcoming-reservations';
import { lockFloor } from './repository/floor-lock';
import {
  addPartner,
  areaNamed,
  deleteTable,
  dropPartner,
  insertTable,
  numberTaken,
  tableRow,
  tableRows,
  tablesNumbered,
  updateTable,
  type TableRow,
} from './repository/tables';

/** Mirrors the input limit, so a table that gained partners can still be saved back unchanged. */
const maxCombinations = 20;

export type TablesService = ReturnType<typeof tablesService>;

const noTable = (id: string) => new AppError('not_found', `No table ${id}`);

/** The table as the API shows it (spec §3): its own columns, `_id`, and its key. */
export function tableDto({ id, restaurantId: _restaurantId, createdAt: _createdAt, ...table }: TableRow): Table {
  return { _id: id, ...table, key: `${table.level}-${table.tableNumber}` };
}

export function tablesService({ db }: { db: Database }) {
  async function list(restaurantId: string): Promise<Table[]> {
    return (await tableRows(db, restaurantId)).map(tableDto);
  }

  async function create(restaurantId: string, input: TableInput): Promise<Table> {
    return write(input, () =>
      db.transaction(async (tx) => {
        await lockFloor(tx, restaurantId);
        const combinations = await checkTable(tx, restaurantId, input, null);
        const row = await insertTable(tx, restaurantId, { ...input, combinations });
        await addPartner(tx, restaurantId, input.level, combinations, input.tableNumber);
        return tableDto(row);
      }),
    );
  }

  async function update(restaurantId: string, id: string, input: TableInput): Promise<Table> {
    return write(input, () =>
      db.transaction(async (tx) => {
        await lockFloor(tx, restaurantId);
        const current = await tableRow(tx, restaurantId, id);
        if (!current) throw noTable(id);
        const combinations = await checkTable(tx, restaurantId, input, id);
        // The old partners forget the old number; the new partners learn the new one (level or number may change).
        await dropPartner(tx, restaurantId, current.level, current.tableNumber, id);
        await carryUpcomingReservations(tx, restaurantId, { level: current.level, tableNumber: current.tableNumber }, { level: input.level, tableNumber: input.tableNumber });
        const row = await updateTable(tx, restaurantId, id, { ...input, combinations });
        if (!row) throw noTable(id);
        await addPartner(tx, restaurantId, input.level, combinations, input.tableNumber);
        return tableDto(row);
      }),
    );
  }

  /** Moves the table to the database trash (docs/decisions/013-trash.md). */
  async function remove(restaurantId: string, id: string, deletedBy: string | null): Promise<Table> {
    return db.transaction(async (tx) => {
      await lockFloor(tx, restaurantId);
      const current = await tableRow(tx, restaurantId, id);
      if (!current) throw noTable(id);
      const waiting = await upcomingReservationCount(tx, restaurantId, current.level, current.tableNumber);
      if (waiting > 0) throw new AppError('conflict', `${waiting} upcoming reservation(s) are on this table; move or cancel them first`, { params: { reason: 'tableHasUpcoming', reservations: waiting } satisfies StaffRefusal });
      await copyToTrash(tx, { kind: 'table', restaurantId, id, label: `${current.level} ${current.tableNumber}`, deletedBy });
      const row = await deleteTable(tx, restaurantId, id);
      if (!row) throw noTable(id);
      await dropPartner(tx, restaurantId, row.level, row.tableNumber, id);
      return tableDto(row);
    });
  }

  return { list, create, update, remove };
}

/** Checks the rules of spec §5 and §3 and returns the de-duplicated combinations. */
async function checkTable(tx: Transaction, restaurantId: string, input: TableInput, selfId: string | null): Promise<string[]> {
  // The settings screens use `new` as the id of a table not yet saved (spec §5).
  if (input.tableNumber.toLowerCase() === 'new') throw new AppError('invalid_table', "Tables may not use table number 'new'", { params: { reason: 'tableNumberNew' } satisfies StaffRefusal });
  if (!(await areaNamed(tx, restaurantId, input.level))) throw new AppError('invalid_table', `There is no area named ${input.level}`, { params: { reason: 'no_area', level: input.level } });

  if (await numberTaken(tx, restaurantId, input.level, input.tableNumber, selfId)) throw duplicateNumber(input);

  const combinations = [...new Set(input.combinations)];
  if (combinations.includes(input.tableNumber)) throw new AppError('invalid_table', 'A table cannot be combined with itself', { params: { reason: 'tableSelfCombined' } satisfies StaffRefusal });
  if (combinations.length === 0) return combinations;
  const partners = await tablesNumbered(tx, restaurantId, input.level, combinations, selfId);
  const found = new Set(partners.map((partner) => partner.tableNumber));
  const missing = combinations.filter((number) => !found.has(number));
  if (missing.length > 0) throw new AppError('invalid_table', `No table ${missing.join(', ')} in ${input.level} to combine with`, {
      params: { reason: 'unknownCombinationTables', level: input.level, tables: missing } satisfies StaffRefusal,
    });
  const full = partners.find((partner) => !partner.combinations.includes(input.tableNumber) && partner.combinations.length >= maxCombinations);
  if (full) throw new AppError('invalid_table', `Table ${full.tableNumber} already combines with ${maxCombinations} tables`, {
      params: { reason: 'tableCombinationsFull', table: full.tableNumber, max: maxCombinations } satisfies StaffRefusal,
    });
  return combinations;
}

function duplicateNumber(input: TableInput): AppError {
  return new AppError('duplicate_tableNumber', `Table number ${input.tableNumber} exists already in ${input.level}`, {
    params: { reason: 'tableNumberTaken', table: input.tableNumber, level: input.level } satisfies StaffRefusal,
  });
}

/** The unique constraint still catches a race the check could not see (e.g. a concurrent area rename). */
async function write<T>(input: TableInput, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw duplicateNumber(input);
    throw error;
  }
}
