// Spec §3 Table, Area, Area group and Special, as the settings API reads and writes them.
import { z } from 'zod';
import { weekdays } from '../time';
import { BucketFileUrl, EntityId, LocalizedText, WebUrl } from './common';
import type { StaffRefusal } from '../staff-refusal';

export const Weekday = z.enum(weekdays);

/** Minutes since midnight (spec §3): within 0..1439, start before end. */
export const Timeslot = z
  .object({ start: z.number().int().min(0).max(1439), end: z.number().int().min(1).max(1439) })
  .refine((slot) => slot.start < slot.end, { message: 'A timeslot starts before it ends', params: { reason: 'timeslotBackwards' } satisfies StaffRefusal });

/** A list of timeslots that do not overlap (touching is fine). */
export const Timeslots = z
  .array(Timeslot)
  .max(48)
  .refine((slots) => {
    const sorted = [...slots].sort((a, b) => a.start - b.start);
    return sorted.every((slot, index) => index === 0 || (sorted[index - 1] as { end: number }).end <= slot.start);
  }, { message: 'Timeslots must not overlap', params: { reason: 'timeslotsOverlap' } satisfies StaffRefusal });

export const WeekTimeslots = z.partialRecord(Weekday, Timeslots);

export const BookingPrompt = z.object({ title: LocalizedText.optional(), text: LocalizedText.optional(), confirmation: LocalizedText.optional() });

export const TableNumber = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_.-]+$/, 'A table number is letters, digits, ".", "_" or "-"');

export const Table = z.object({
  _id: EntityId,
  label: z.string(),
  tableNumber: z.string(),
  key: z.string(),
  level: z.string(),
  bookable: z.boolean(),
  overflow: z.boolean(),
  frontendGroupOrder: z.number().int(),
  combinations: z.array(z.string()),
  minCovers: z.number().int(),
  maxCovers: z.number().int(),
});
export type Table = z.infer<typeof Table>;

export const TableInput = z
  .object({
    label: z.string().trim().max(60).default(''),
    tableNumber: TableNumber,
    level: z.string().trim().min(1).max(120),
    bookable: z.boolean().default(false),
    overflow: z.boolean().default(false),
    frontendGroupOrder: z.number().int().min(0).max(10_000).default(0),
    combinations: z.array(TableNumber).max(20).default([]),
    minCovers: z.number().int().min(1).max(100).default(1),
    maxCovers: z.number().int().min(1).max(100).default(2),
  })
  .refine((table) => table.minCovers <= table.maxCovers, { message: 'minCovers must not exceed maxCovers', path: ['minCovers'] });
export type TableInput = z.infer<typeof TableInput>;

export const Area = z.object({
  _id: EntityId,
  name: z.string(),
  bookable: z.boolean(),
  imageURL: z.string().optional(),
  videoURL: z.string().optional(),
  localizedNames: LocalizedText,
  description: LocalizedText,
  sorting: z.number().int(),
  timeslots: WeekTimeslots,
  bookingPrompt: BookingPrompt.optional(),
  type: z.enum(['Outdoor', 'Indoor']),
});
export type Area = z.infer<typeof Area>;

/** Spec §5: localizedNames must not be empty; empty imageURL, videoURL and bookingPrompt are stored as absent. */
export const AreaInput = z.object({
  name: z.string().trim().min(1).max(120),
  bookable: z.boolean().default(false),
  /** An outside http(s) link or an uploaded image (POST /images/area). */
  imageURL: z.union([WebUrl, BucketFileUrl, z.literal('')]).optional(),
  videoURL: z.union([WebUrl, z.literal('')]).optional(),
  localizedNames: LocalizedText.refine((names) => Object.values(names).some((name) => name?.trim()), 'LocalizedNames cannot be empty'),
  description: LocalizedText.default({}),
  sorting: z.number().int().min(0).max(10_000).default(99),
  timeslots: WeekTimeslots.default({}),
  bookingPrompt: BookingPrompt.nullish(),
  type: z.enum(['Outdoor', 'Indoor']).default('Indoor'),
});
export type AreaInput = z.infer<typeof AreaInput>;

export const AreaGroup = z.object({ _id: EntityId, name: LocalizedText, areaIds: z.array(z.string()), description: LocalizedText });
export const AreaGroupInput = z.object({
  name: LocalizedText.refine((names) => Object.values(names).some((name) => name?.trim()), 'A name is required'),
  areaIds: z.array(EntityId).max(50).default([]),
  description: LocalizedText.default({}),
});

export const SpecialInput = z.object({
  title: LocalizedText.refine((titles) => Object.values(titles).some((title) => title?.trim()), 'A title is required'),
  enabled: z.boolean().default(false),
  weekdays: z.array(Weekday).max(7).default([]),
  timeslots: Timeslots.default([]),
  description: LocalizedText.default({}),
  menu: LocalizedText.nullish(),
  prompt: BookingPrompt.nullish(),
  areaGroupId: EntityId.nullish(),
});
