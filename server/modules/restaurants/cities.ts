import { AppError } from '../../../core/errors';
import type { StaffRefusal } from '../../../core/staff-refusal';
import type { Database } from '../../platform/db/connection';
import { cityRow, cityRows, deleteCity, insertCity, restaurantsInCity, setCityCover, updateCity, type CityRow } from './repository/cities';

export type CitiesService = ReturnType<typeof citiesService>;

const toDto = (row: CityRow) => ({
  _id: row.id,
  name: row.name,
  country: row.country,
  timeZone: row.timeZone,
  coverImageURL: row.coverImageUrl,
});

interface CityInput {
  name: string;
  country: string;
  timeZone: string;
  coverImageURL: string | null;
}

const valuesOf = (input: CityInput) => ({ name: input.name, country: input.country, timeZone: input.timeZone, coverImageUrl: input.coverImageURL });

export function citiesService({ db }: { db: Database }) {
  async function list() {
    return (await cityRows(db)).map(toDto);
  }
  async function get(id: string) {
    const row = await cityRow(db, id);
    if (!row) throw new AppError('not_found', `No city ${id}`);
    return toDto(row);
  }
  async function create(input: CityInput) {
    return toDto(await insertCity(db, valuesOf(input)));
  }
  async function update(id: string, input: CityInput) {
    const row = await updateCity(db, id, valuesOf(input));
    if (!row) throw new AppError('not_found', `No city ${id}`);
    return toDto(row);
  }
  async function remove(id: string) {
    await get(id);
    const used = await restaurantsInCity(db, id);
    if (used > 0) throw new AppError('conflict', `${used} restaurant(s) are in this city`, { params: { reason: 'cityHasRestaurants', restaurants: used } satisfies StaffRefusal });
    await deleteCity(db, id);
  }
  /** The cover just uploaded (its variants are stored by the caller) becomes the city's. */
  async function setCover(id: string, coverImageURL: string) {
    const row = await setCityCover(db, id, coverImageURL);
    if (!row) throw new AppError('not_found', `No city ${id}`);
    return toDto(row);
  }
  return { list, get, create, update, remove, setCover };
}
