// Restaurant migration, import side: the floor of the file (areas, area groups, tables, specials) and its upcoming
// blockers, inserted with new ids and every reference checked (./restaurant-import.ts runs them in its transaction).
import { randomUUID } from 'node:crypto';
import { AppError } from '../../../../core/errors';
import type { StaffRefusal } from '../../../../core/staff-refusal';
import type { RestaurantExport } from '../../../../core/schemas/restaurant-export';
import type { Transaction } from '../../../platform/db/connection';
import { areaGroups, areas, blockers, diningTables, specials } from '../../../platform/db/schema';
import { areaColumns, specialColumns } from '../../settings';
import { chunks, IdMap, invalid } from './import-kit';

export async function insertAreas(tx: Transaction, restaurantId: string, file: RestaurantExport): Promise<IdMap> {
  const ids = new IdMap('area');
  const names = new Set<string>();
  const rows = file.areas.map((area, index) => {
    const where = `areas[${index}] (${area.name})`;
    if (names.has(area.name)) throw invalid(`${where}: two areas are named ${area.name}`);
    names.add(area.name);
    // Stored as the areas API stores an area.
    return { restaurantId, id: ids.add(area.id, where), ...areaColumns(area), createdAt: new Date(area.createdAt) };
  });
  for (const chunk of chunks(rows)) await tx.insert(areas).values(chunk);
  return ids;
}

export async function insertAreaGroups(tx: Transaction, restaurantId: string, file: RestaurantExport, areaIds: IdMap): Promise<IdMap> {
  const ids = new IdMap('area group');
  const rows = file.areaGroups.map((group, index) => {
    const where = `areaGroups[${index}]`;
    return {
      restaurantId,
      id: ids.add(group.id, where),
      name: group.name,
      areaIds: [...new Set(group.areaIds.map((areaId) => areaIds.get(areaId, where)))],
      description: group.description,
      createdAt: new Date(group.createdAt),
    };
  });
  for (const chunk of chunks(rows)) await tx.insert(areaGroups).values(chunk);
  return ids;
}

/** Checks spec §3 and §5 for the file's tables (area exists, numbers unique, combinations symmetric) and inserts them. */
export async function insertTables(tx: Transaction, restaurantId: string, file: RestaurantExport): Promise<Map<string, Set<string>>> {
  const areaNames = new Set(file.areas.map((area) => area.name));
  const byArea = new Map<string, Map<string, string[]>>();
  file.tables.forEach((table, index) => {
    const where = `tables[${index}] (${table.level}-${table.tableNumber})`;
    if (!areaNames.has(table.level)) throw new AppError('invalid_table', `${where}: there is no area named ${table.level} in the file`);
    if (table.tableNumber.toLowerCase() === 'new') throw new AppError('invalid_table', "Tables may not use table number 'new'", { params: { reason: 'tableNumberNew' } satisfies StaffRefusal });
    const numbers = byArea.get(table.level) ?? new Map<string, string[]>();
    if (numbers.has(table.tableNumber)) throw new AppError('invalid_table', `${where}: table number ${table.tableNumber} appears twice in ${table.level}`);
    numbers.set(table.tableNumber, table.combinations);
    byArea.set(table.level, numbers);
  });
  for (const [level, numbers] of byArea) {
    for (const [tableNumber, combinations] of numbers) {
      for (const partner of combinations) {
        if (partner === tableNumber) throw new AppError('invalid_table', `Table ${level}-${tableNumber} cannot be combined with itself`);
        const back = numbers.get(partner);
        if (!back) throw new AppError('invalid_table', `Table ${level}-${tableNumber} combines with ${partner}, which ${level} does not have`);
        if (!back.includes(tableNumber)) throw new AppError('invalid_table', `Table ${level}-${tableNumber} combines with ${partner}, but ${partner} does not name ${tableNumber}`);
      }
    }
  }
  const ids = new IdMap('table');
  const rows = file.tables.map(({ id, createdAt, ...table }, index) => ({
    restaurantId,
    id: ids.add(id, `tables[${index}]`),
    ...table,
    combinations: [...new Set(table.combinations)],
    createdAt: new Date(createdAt),
  }));
  for (const chunk of chunks(rows)) await tx.insert(diningTables).values(chunk);
  return new Map([...byArea].map(([level, numbers]) => [level, new Set(numbers.keys())]));
}

export async function insertSpecials(tx: Transaction, restaurantId: string, file: RestaurantExport, groupIds: IdMap): Promise<IdMap> {
  const ids = new IdMap('special');
  const rows = file.specials.map((special, index) => {
    const where = `specials[${index}]`;
    // Stored as the specials API stores a special.
    const id = ids.add(special.id, where);
    return { restaurantId, id, ...specialColumns(special, groupIds.nullable(special.areaGroupId, where)), createdAt: new Date(special.createdAt) };
  });
  for (const chunk of chunks(rows)) await tx.insert(specials).values(chunk);
  return ids;
}

export function checkTablesOf(tablesByArea: Map<string, Set<string>>, level: string, tableNumbers: readonly string[], where: string) {
  const numbers = tablesByArea.get(level) ?? new Set<string>();
  const missing = tableNumbers.filter((number) => !numbers.has(number));
  if (missing.length > 0) throw invalid(`${where} names table(s) ${missing.join(', ')} of ${level}, which the file does not contain`);
}

export async function insertBlockers(tx: Transaction, restaurantId: string, file: RestaurantExport, tablesByArea: Map<string, Set<string>>) {
  const areaNames = new Set(file.areas.map((area) => area.name));
  const rows = file.blockers.map((blocker, index) => {
    const where = `blockers[${index}]`;
    if (blocker.level !== null) {
      if (!areaNames.has(blocker.level)) throw invalid(`${where} names the area ${blocker.level}, which the file does not contain`);
      checkTablesOf(tablesByArea, blocker.level, blocker.tableNumbers, where);
    } else if (blocker.tableNumbers.length > 0) {
      throw invalid(`${where} names tables but no area`);
    }
    return {
      restaurantId,
      id: randomUUID(),
      start: new Date(blocker.start),
      end: new Date(blocker.end),
      level: blocker.level,
      tableNumbers: [...new Set(blocker.tableNumbers)],
      note: blocker.note,
      createdBy: null,
      createdAt: new Date(blocker.createdAt),
    };
  });
  for (const chunk of chunks(rows)) await tx.insert(blockers).values(chunk);
}
