// The creator area's calls (spec §2 /c/…; docs/decisions/014-affiliates.md): their figures, one partner's terms and
// items, the programme's restaurants to recommend, and their public profile with its picture. Answers are parsed with
// the contract's schemas; saving the profile refreshes the signed-in user, whose publicInformation the screens read.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { CreatorOverview, CreatorPartner } from '../../core/schemas/affiliates';
import { RestaurantMetadata } from '../../core/schemas/restaurants';
import { Me, type PublicInformation } from '../../core/schemas/users';
import { getJson } from './client';

const own = { restaurantId: null } as const;

export const fetchCreatorOverview = () => getJson('/creator/overview', { ...own, schema: CreatorOverview });
export const fetchCreatorPartner = (restaurantId: string) => getJson(`/creator/partners/${encodeURIComponent(restaurantId)}`, { ...own, schema: CreatorPartner });
export const fetchProgrammeRestaurants = () => getJson('/restaurant-metadata/affiliate-program', { ...own, schema: z.object({ items: z.array(RestaurantMetadata) }) });
export const savePublicInformation = (body: z.infer<typeof PublicInformation>) => getJson('/users/me/public-information', { ...own, method: 'PUT', body, schema: Me });
export const uploadProfilePicture = (file: Blob) => getJson('/users/me/profile-picture', { ...own, method: 'POST', upload: file, schema: Me });

export const creatorKeys = {
  all: () => ['creator'] as const,
  overview: () => ['creator', 'overview'] as const,
  partner: (restaurantId: string) => ['creator', 'partner', restaurantId] as const,
  programme: () => ['creator', 'programme'] as const,
};

export const creatorQueries = {
  overview: () => queryOptions({ queryKey: creatorKeys.overview(), queryFn: fetchCreatorOverview }),
  partner: (restaurantId: string) => queryOptions({ queryKey: creatorKeys.partner(restaurantId), queryFn: () => fetchCreatorPartner(restaurantId) }),
  programme: () => queryOptions({ queryKey: creatorKeys.programme(), queryFn: fetchProgrammeRestaurants, staleTime: 5 * 60_000 }),
};
