// The day store's source on the page: the same API calls the screens make (the matrix of a day, the floor).
import { fetchMatrix } from '../api/front-of-house';
import { fetchAreas, fetchTables } from '../api/settings';
import type { DaySource } from './day-store';

export const apiDaySource: DaySource = {
  async day(_restaurantId, date) {
    const matrix = await fetchMatrix({ date });
    return { timeZone: matrix.timeZone, sameDayCutoffHour: matrix.sameDayCutoffHour, reservations: Object.values(matrix.reservations), blockers: Object.values(matrix.blockers), tables: matrix.tables };
  },
  async floor() {
    const [tables, areas] = await Promise.all([fetchTables(), fetchAreas()]);
    return { tables: tables.items, areas: areas.items };
  },
};
