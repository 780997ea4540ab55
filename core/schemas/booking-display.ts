import { z } from 'zod';

const Localized = z.record(z.string(), z.string());
const Prompt = z.object({ title: Localized.optional(), text: Localized.optional(), confirmation: Localized.optional() }).nullable();

/** What the guest's booking pages show about areas, groups and specials, published beside the availability. */
export const BookingDisplay = z.object({
  areas: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      localizedNames: Localized,
      description: Localized,
      imageURL: z.string().nullable(),
      type: z.string(),
      bookingPrompt: Prompt,
    }),
  ),
  areaGroups: z.array(z.object({ id: z.string(), name: Localized, description: Localized })),
  specials: z.array(z.object({ id: z.string(), title: Localized, description: Localized, areaGroupId: z.string().nullable(), prompt: Prompt })),
  contactPhone: z.string().nullable(),
});
export type BookingDisplay = z.infer<typeof BookingDisplay>;
