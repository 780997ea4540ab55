// The restaurant's floor as the engine sees it: bookable areas in display order, each with its options, and a lookup
// from (level, table number) to the table's bit. Built once per floor and party-size range and remembered for the
// same `areas` and `tables` arrays, so a caller that keeps its floor objects between calls (server cache, tablet
// store) pays for the combination enumeration only when the floor changes. Callers must treat those arrays as
// immutable (a settings change produces new arrays).
import { buildAreaOptions, type AreaOptions } from './options';
import type { EngineArea, EngineInput, EngineTable } from './types';

export interface FloorArea {
  /** Position in `Floor.areas`. */
  index: number;
  area: EngineArea;
  options: AreaOptions;
}

export interface TableBit {
  area: number;
  word: number;
  bit: number;
}

export interface Floor {
  /** Bookable areas (spec §3 area `bookable`), by sorting then name. */
  areas: readonly FloorArea[];
  byName: ReadonlyMap<string, FloorArea>;
  byId: ReadonlyMap<string, FloorArea>;
  /** level → table number → bit of a usable table. */
  tableBits: ReadonlyMap<string, ReadonlyMap<string, TableBit>>;
  partySizeMin: number;
  partySizeMax: number;
}

const floors = new WeakMap<readonly EngineTable[], WeakMap<readonly EngineArea[], Floor>>();

export function floorOf(input: EngineInput): Floor {
  const { partySizeMin, partySizeMax } = input.rules;
  let byAreas = floors.get(input.tables);
  if (!byAreas) {
    byAreas = new WeakMap();
    floors.set(input.tables, byAreas);
  }
  const known = byAreas.get(input.areas);
  if (known && known.partySizeMin === partySizeMin && known.partySizeMax === partySizeMax) return known;
  const floor = buildFloor(input.areas, input.tables, partySizeMin, partySizeMax);
  byAreas.set(input.areas, floor);
  return floor;
}

export function buildFloor(
  areas: readonly EngineArea[],
  tables: readonly EngineTable[],
  partySizeMin: number,
  partySizeMax: number,
): Floor {
  const tablesByLevel = new Map<string, EngineTable[]>();
  for (const table of tables) {
    const list = tablesByLevel.get(table.level);
    if (list) list.push(table);
    else tablesByLevel.set(table.level, [table]);
  }
  const seen = new Set<string>();
  const bookable = areas
    .filter((area) => area.bookable && !seen.has(area.name) && seen.add(area.name))
    .sort((a, b) => a.sorting - b.sorting || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const floorAreas: FloorArea[] = bookable.map((area, index) => ({
    index,
    area,
    options: buildAreaOptions(tablesByLevel.get(area.name) ?? [], partySizeMin, partySizeMax),
  }));
  const tableBits = new Map<string, Map<string, TableBit>>();
  for (const floorArea of floorAreas) {
    const bits = new Map<string, TableBit>();
    floorArea.options.tables.forEach((table, i) => {
      if (!bits.has(table.tableNumber)) bits.set(table.tableNumber, { area: floorArea.index, word: i >>> 5, bit: i & 31 });
    });
    tableBits.set(floorArea.area.name, bits);
  }
  return {
    areas: floorAreas,
    byName: new Map(floorAreas.map((a) => [a.area.name, a])),
    byId: new Map(floorAreas.map((a) => [a.area.id, a])),
    tableBits,
    partySizeMin,
    partySizeMax,
  };
}
