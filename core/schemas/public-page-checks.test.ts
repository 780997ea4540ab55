import { describe, expect, it } from 'vitest';
import { isCreatorPage, isHubPage, isPublicPageData } from './public-page-checks';
import { CreatorPage, HubPage, PublicPageData } from './public-pages';

const creator = {
  slug: 'creator',
  displayName: 'Clara',
  bio: null,
  bios: { de: 'Hallo' },
  profilePictureURL: null,
  links: ['https://example.com'],
  partners: [{ restaurantId: 'demo', name: 'Trattoria', city: null, imageURL: '/files/images/demo/logo.png' }],
};
const restaurantsHub = { collection: 'restaurants', page: 1, pageCount: 1, total: 1, items: creator.partners };
const creatorsHub = { collection: 'creators', page: 2, pageCount: 2, total: 25, items: [{ slug: 'a', displayName: 'A', profilePictureURL: null }] };

describe('the public pages’ light checks', () => {
  it('agree with the schemas on valid answers', () => {
    expect(CreatorPage.safeParse(creator).success && isCreatorPage(creator)).toBe(true);
    for (const hub of [restaurantsHub, creatorsHub]) expect(HubPage.safeParse(hub).success && isHubPage(hub)).toBe(true);
    for (const data of [{ kind: 'creator', page: creator }, { kind: 'hub', hub: creatorsHub }, { kind: 'notFound' }]) {
      expect(PublicPageData.safeParse(data).success && isPublicPageData(data)).toBe(true);
    }
  });

  it('agree with the schemas on broken ones', () => {
    const broken = [
      { ...creator, partners: [{ restaurantId: 'demo' }] },
      { ...creator, links: 'https://example.com' },
      { ...creator, bios: { de: 1 } },
    ];
    for (const value of broken) expect([CreatorPage.safeParse(value).success, isCreatorPage(value)]).toEqual([false, false]);
    const hubs = [{ ...restaurantsHub, collection: 'cities' }, { ...creatorsHub, items: creator.partners }, { ...restaurantsHub, page: '1' }];
    for (const value of hubs) expect([HubPage.safeParse(value).success, isHubPage(value)]).toEqual([false, false]);
    for (const value of [{ kind: 'creator', page: {} }, { kind: 'other' }, null, 'notFound']) {
      expect([PublicPageData.safeParse(value).success, isPublicPageData(value)]).toEqual([false, false]);
    }
  });
});
