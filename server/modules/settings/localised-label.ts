/** A localised name (spec §3: area group name, special title) as one label: English first, else any language, else the id. */
export function localisedLabel(names: Record<string, string>, fallback: string): string {
  return names.en?.trim() || Object.values(names).find((name) => name.trim()) || fallback;
}
