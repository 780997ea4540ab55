// A restaurant's status as the admin lists it (spec §3 service status): active once one bookable area has a time slot
// on some weekday and one bookable table exists, onboarding until then. The same rule as the restaurants module's
// setup status, as one SQL expression so that lists can filter and count by it.
import { sql, type SQL } from 'drizzle-orm';
import type { RestaurantStatus } from '../../../../core/schemas/admin';
import { areas, diningTables } from '../../../platform/db/schema';

/** Spelled out: drizzle leaves a column unqualified in a query of one table, where inside the subqueries it would name theirs. */
const restaurantId = sql.raw('"restaurants"."id"');

export const restaurantStatus: SQL<RestaurantStatus> = sql<RestaurantStatus>`case when
  exists (select 1 from ${areas} where ${areas.restaurantId} = ${restaurantId} and ${areas.bookable}
    and exists (select 1 from jsonb_each(${areas.timeslots}) as day where jsonb_typeof(day.value) = 'array' and jsonb_array_length(day.value) > 0))
  and exists (select 1 from ${diningTables} where ${diningTables.restaurantId} = ${restaurantId} and ${diningTables.bookable})
  then 'active' else 'onboarding' end`;
