// The admin's cities (spec §2 admin area, §7): list, one city, create, change, delete, and its cover upload. Answers
// are parsed with the contract's schemas; every change reloads the admin's reads.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Ok } from '../../core/schemas/common';
import { City, type CityInput } from '../../core/schemas/restaurants';
import { getJson } from './client';
import { queryKeys } from './query-keys';

const admin = { restaurantId: null } as const;
const path = (id: string, rest = '') => `/admin/cities/${encodeURIComponent(id)}${rest}`;

export const fetchCities = () => getJson('/cities', { ...admin, schema: z.object({ items: z.array(City) }) });
export const fetchCity = (id: string) => getJson(`/cities/${encodeURIComponent(id)}`, { ...admin, schema: City });
export const createCity = (body: CityInput) => getJson('/admin/cities', { ...admin, method: 'POST', body, schema: City });
export const updateCity = ({ id, body }: { id: string; body: CityInput }) => getJson(path(id), { ...admin, method: 'PUT', body, schema: City });
export const deleteCity = (id: string) => getJson(path(id), { ...admin, method: 'DELETE', schema: Ok });
export const uploadCityCover = ({ id, file }: { id: string; file: Blob }) => getJson(path(id, '/cover'), { ...admin, method: 'POST', upload: file, schema: City });

export const cityQueries = {
  list: () => queryOptions({ queryKey: queryKeys.adminCities(), queryFn: fetchCities }),
  one: (id: string) => queryOptions({ queryKey: queryKeys.adminCity(id), queryFn: () => fetchCity(id) }),
};

/** A change the admin makes: afterwards every admin read reloads (lists, details, the dashboard). */
export function useAdminChange<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin() }) });
}
