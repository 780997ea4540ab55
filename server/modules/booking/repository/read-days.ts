// The UTC days a kept read touches: a booking reaches only the kept reads of its own days (./slot-read-cache.ts).
const dayMs = 86_400_000;
/** The UTC days [from, to) touches. */
export const firstDay = (from: number) => Math.floor(from / dayMs);
export const lastDay = (to: number) => Math.floor((to - 1) / dayMs);
