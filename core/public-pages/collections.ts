// The all hubs' collections and page size (spec §2 `/all/{collection}`), without zod for the app's guest pages.

export const hubCollections = ['restaurants', 'creators'] as const;

/** About a phone's long scroll: four rows of six on a desktop, twenty-four cards on a phone. */
export const hubPageSize = 24;
