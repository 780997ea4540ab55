// Areas (spec §3, §5, §7). The area's name is the `level` of its tables, so a rename is carried to them in the same
// transaction, and an area that still has tables cannot be deleted.
import { AppError } from '../../../core/errors';
import type { StaffRefusal } from '../../../core/staff-refusal';
import type { Area, AreaInput } from '../../../core/schemas/floor';
import type { Weekday } from '../../../core/time';
import { pgErrorCode, type Database } from '../../platform/db/connection';
import { copyToTrash } from '../../platform/db/trash-bin';
import { carryUpcomingReservations } from './repository/upcoming-reservations';
import { areaRow, areaRows, deleteArea, insertArea, renameLevel, tablesIn, updateArea, type AreaRow } from './repository/areas';
import { lockFloor } from './repository/floor-lock';
type Prompt = NonNullable<Area['bookingPrompt']>;
type Slots = NonNullable<Area['timeslots'][Weekday]>;

export type AreasService = ReturnType<typeof areasService>;

const noArea = (id: string) => new AppError('not_found', `No area ${id}`);

export function areaDto(row: AreaRow): Area {
  return {
    _id: row.id,
    name: row.name,
    bookable: row.bookable,
    // Spec §5: an empty image, video or prompt is absent, not an empty value.
    ...(row.imageUrl ? { imageURL: row.imageUrl } : {}),
    ...(row.videoUrl ? { videoURL: row.videoUrl } : {}),
    localizedNames: row.localizedNames,
    description: row.description,
    sorting: row.sorting,
    timeslots: row.timeslots as Area['timeslots'],
    ...(row.bookingPrompt ? { bookingPrompt: row.bookingPrompt as Prompt } : {}),
    type: row.type === 'Outdoor' ? 'Outdoor' : 'Indoor',
  };
}

/** A prompt with no text in any language is no prompt (spec §5: empty bookingPrompt is sent as undefined). */
export function promptOrNull(prompt: Prompt | null | undefined): Prompt | null {
  if (!prompt) return null;
  const hasText = [prompt.title, prompt.text, prompt.confirmation].some((texts) => Object.values(texts ?? {}).some((text) => text?.trim()));
  return hasText ? prompt : null;
}

/** What an area's row is made of: the areas API's input, or the area of an imported file (empty links null there). */
type AreaFields = Omit<AreaInput, 'imageURL' | 'videoURL'> & { imageURL?: string | null | undefined; videoURL?: string | null | undefined };

/** The row's columns for an area: timeslots in order, empty links and prompts stored as null (spec §5). */
export function areaColumns(input: AreaFields) {
  const timeslots: Partial<Record<Weekday, Slots>> = {};
  for (const [day, slots] of Object.entries(input.timeslots) as [Weekday, Slots][]) {
    timeslots[day] = [...slots].sort((a, b) => a.start - b.start);
  }
  return {
    name: input.name,
    bookable: input.bookable,
    imageUrl: input.imageURL || null,
    videoUrl: input.videoURL || null,
    localizedNames: input.localizedNames,
    description: input.description,
    sorting: input.sorting,
    timeslots,
    bookingPrompt: promptOrNull(input.bookingPrompt),
    type: input.type,
  };
}

export function areasService({ db }: { db: Database }) {
  async function list(restaurantId: string): Promise<Area[]> {
    return (await areaRows(db, restaurantId)).map(areaDto);
  }

  async function create(restaurantId: string, input: AreaInput): Promise<Area> {
    try {
      return areaDto(await insertArea(db, restaurantId, areaColumns(input)));
    } catch (error) {
      throw duplicateName(error, input.name);
    }
  }

  async function update(restaurantId: string, id: string, input: AreaInput): Promise<Area> {
    try {
      return await db.transaction(async (tx) => {
        await lockFloor(tx, restaurantId);
        const current = await areaRow(tx, restaurantId, id);
        if (!current) throw noArea(id);
        const row = await updateArea(tx, restaurantId, id, areaColumns(input));
        if (!row) throw noArea(id);
        if (current.name !== input.name) {
          // Tables, blockers and upcoming reservations name their area; past reservations keep it as history.
          await carryUpcomingReservations(tx, restaurantId, { level: current.name }, { level: input.name });
          await renameLevel(tx, restaurantId, current.name, input.name);
        }
        return areaDto(row);
      });
    } catch (error) {
      throw duplicateName(error, input.name);
    }
  }

  /** Moves the area to the database trash (docs/decisions/013-trash.md). */
  async function remove(restaurantId: string, id: string, deletedBy: string | null): Promise<Area> {
    return db.transaction(async (tx) => {
      await lockFloor(tx, restaurantId);
      const current = await areaRow(tx, restaurantId, id);
      if (!current) throw noArea(id);
      const tables = await tablesIn(tx, restaurantId, current.name);
      if (tables > 0) throw new AppError('conflict', `The area ${current.name} still has ${tables} table(s); move or delete them first`, { params: { reason: 'areaHasTables', area: current.name, tables } satisfies StaffRefusal });
      await copyToTrash(tx, { kind: 'area', restaurantId, id, label: current.name, deletedBy });
      // An area group must not keep pointing at an area that is gone.
      await deleteArea(tx, restaurantId, id);
      return areaDto(current);
    });
  }

  return { list, create, update, remove };
}

function duplicateName(error: unknown, name: string): unknown {
  if (pgErrorCode(error) === '23505') return new AppError('conflict', `An area named ${name} exists already`, { params: { reason: 'areaNameTaken', name } satisfies StaffRefusal });
  return error;
}
