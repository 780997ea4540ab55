// The creator's profile form (spec §2 /c/profile; spec §1 public profile): the draft the screen edits, and what it
// sends to PUT /users/me/public-information once every link reads as an http(s) address.
import type { z } from 'zod';
import { WebUrl } from '../../../core/schemas/common';
import type { PublicInformation } from '../../../core/schemas/users';

export type PublicInfo = z.infer<typeof PublicInformation>;
export const bioLanguages = ['de', 'en', 'es'] as const;
export type BioLanguage = (typeof bioLanguages)[number];
export const maxLinks = 20;
export const maxBioLength = 600;

export interface ProfileDraft {
  displayName: string;
  bios: Record<BioLanguage, string>;
  links: string[];
  partners: string[];
}

export function draftOf(info: PublicInfo): ProfileDraft {
  const bios = info.bios ?? {};
  return {
    displayName: info.displayName ?? '',
    // The single `bio` of the spec's shape stands in for a language without a bio of its own.
    bios: { de: bios.de ?? info.bio ?? '', en: bios.en ?? info.bio ?? '', es: bios.es ?? info.bio ?? '' },
    links: info.links?.length ? [...info.links] : [],
    partners: [...(info.partners ?? [])],
  };
}

/** The body to save, or the positions of the links that are no address (empty rows are dropped). */
export function inputOf(draft: ProfileDraft): { ok: true; input: PublicInfo } | { ok: false; badLinks: number[] } {
  const links = draft.links.map((link) => link.trim());
  const badLinks = links.flatMap((link, index) => (link && !WebUrl.safeParse(link).success ? [index] : []));
  if (badLinks.length) return { ok: false, badLinks };
  return {
    ok: true,
    input: {
      displayName: draft.displayName.trim(),
      bios: { de: draft.bios.de.trim(), en: draft.bios.en.trim(), es: draft.bios.es.trim() },
      links: links.filter(Boolean),
      partners: draft.partners,
    },
  };
}

/** Moves the item at `index` by `step` (−1 up, +1 down); the list is unchanged at either end. */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
