// The availability engine's public face. Pure: the server and the tablet call the same functions.
export type * from './types';
export { computeAvailability, availabilityForDate } from './availability';
export { findAssignment, offeredPartySizes, type SlotTarget } from './find-assignment';
export { assignTables } from './assign';
export type { FloorArea } from './floor';
export type { AreaOptions } from './options';
