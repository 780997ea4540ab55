// The public pages' title, description and picture (spec §2 `/{slug}`, `/all/{collection}`): the server writes them
// into the HTML's head for search engines and link previews, the app sets the same title when navigated here.
import type { IntlShape } from 'react-intl';
import type { Language } from '../core/i18n/locale';
import { creatorBio } from '../core/public-pages/public-pages';
import type { PublicPageData } from '../core/schemas/public-pages';

export interface PublicPageHead {
  title: string;
  description: string;
  imageURL: string | null;
}

/** A preview shows about this much of a description; a bio is cut at a word before it. */
const descriptionLength = 160;

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= descriptionLength) return flat;
  const cut = flat.slice(0, descriptionLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), descriptionLength / 2))}…`;
}

export function publicPageHead(data: PublicPageData, intl: IntlShape, language: Language): PublicPageHead {
  const site = intl.formatMessage({ id: 'app.name' });
  const titled = (title: string) => `${title} - ${site}`;
  if (data.kind === 'creator') {
    const name = data.page.displayName;
    return {
      title: titled(intl.formatMessage({ id: 'publicPages.creator.title' }, { name })),
      description: shortened(creatorBio(data.page, language) ?? intl.formatMessage({ id: 'publicPages.creator.description' }, { name })),
      imageURL: data.page.profilePictureURL ?? data.page.partners.find((partner) => partner.imageURL)?.imageURL ?? null,
    };
  }
  if (data.kind === 'hub') {
    const { collection, page, pageCount } = data.hub;
    const title = intl.formatMessage({ id: `publicPages.hub.${collection}.title` });
    const position = page > 1 ? ` (${intl.formatMessage({ id: 'publicPages.pager.position' }, { page, pageCount })})` : '';
    return { title: titled(title + position), description: intl.formatMessage({ id: `publicPages.hub.${collection}.description` }), imageURL: null };
  }
  return { title: titled(intl.formatMessage({ id: 'publicPages.notFound.title' })), description: intl.formatMessage({ id: 'publicPages.notFound.body' }), imageURL: null };
}
