// The restaurant's creator-programme calls (docs/decisions/014-affiliates.md): the schedule history and a new row,
// joining or leaving, the creators with their figures, the ledger's items and decisions, payouts, the bookings that
// earn nothing, and the spend at a referred visit. Answers are parsed with the contract's schemas
// (core/schemas/affiliates.ts); every change reloads the programme's reads (all under one key prefix).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CommissionItem,
  CommissionSchedule,
  Payout,
  ProgrammeMembership,
  ReferredVisitFacts,
  RestaurantCreatorRow,
  UnearnedReferral,
  type CommissionItemQuery,
  type CommissionScheduleInput,
} from '../../core/schemas/affiliates';
import { getJson } from './client';
import { queryKeys } from './query-keys';

export type ItemQuery = Omit<z.infer<typeof CommissionItemQuery>, 'page' | 'pageSize'> & { page: number; pageSize: number };

const ItemPage = z.object({ items: z.array(CommissionItem), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** Every read of the programme sits under this prefix: a change reloads them all. */
export const affiliateKeys = {
  all: () => ['affiliates'] as const,
  schedules: () => ['affiliates', 'schedules'] as const,
  creators: () => ['affiliates', 'creators'] as const,
  items: (query: ItemQuery) => ['affiliates', 'items', query.affiliateUserId ?? '', query.status ?? '', query.from ?? '', query.to ?? '', query.payoutId ?? '', query.page, query.pageSize] as const,
  payouts: (affiliateUserId: string) => ['affiliates', 'payouts', affiliateUserId] as const,
  unearned: (affiliateUserId: string) => ['affiliates', 'unearned', affiliateUserId] as const,
  visit: (reservationId: string) => ['affiliates', 'visit', reservationId] as const,
};

const visitPath = (id: string) => `/affiliates/visits/${encodeURIComponent(id)}`;

export const fetchItems = (query: ItemQuery) =>
  getJson('/affiliates/items', { query: { affiliateUserId: query.affiliateUserId, status: query.status, from: query.from, to: query.to, payoutId: query.payoutId, page: query.page, pageSize: query.pageSize }, schema: ItemPage });
export const addSchedule = (body: z.input<typeof CommissionScheduleInput>) =>
  getJson('/affiliates/schedules', { method: 'POST', body, schema: CommissionSchedule });
export const setMembership = (joined: boolean) => getJson('/affiliates/programme', { method: 'PUT', body: { joined }, schema: ProgrammeMembership });
export const decideItem = ({ id, status, reason }: { id: string; status: 'approved' | 'rejected'; reason?: string }) =>
  getJson(`/affiliates/items/${encodeURIComponent(id)}`, { method: 'PUT', body: reason ? { status, reason } : { status }, schema: CommissionItem });
export const recordPayout = (body: { affiliateUserId: string; periodStart: string; periodEnd: string; reference?: string }) =>
  getJson('/affiliates/payouts', { method: 'POST', body, schema: z.object({ payouts: z.array(Payout) }) });
export const enterSpend = ({ reservationId, spend }: { reservationId: string; spend: number | null }) =>
  getJson(`${visitPath(reservationId)}/spend`, { method: 'PUT', body: { spend }, schema: ReferredVisitFacts });

export const affiliateQueries = {
  schedules: () => queryOptions({ queryKey: affiliateKeys.schedules(), queryFn: () => getJson('/affiliates/schedules', { schema: z.object({ items: z.array(CommissionSchedule) }) }) }),
  creators: () => queryOptions({ queryKey: affiliateKeys.creators(), queryFn: () => getJson('/affiliates/creators', { schema: z.object({ items: z.array(RestaurantCreatorRow) }) }) }),
  items: (query: ItemQuery) => queryOptions({ queryKey: affiliateKeys.items(query), queryFn: () => fetchItems(query) }),
  payouts: (affiliateUserId: string) =>
    queryOptions({ queryKey: affiliateKeys.payouts(affiliateUserId), queryFn: () => getJson('/affiliates/payouts', { query: { affiliateUserId }, schema: z.object({ items: z.array(Payout) }) }) }),
  unearned: (affiliateUserId: string) =>
    queryOptions({ queryKey: affiliateKeys.unearned(affiliateUserId), queryFn: () => getJson('/affiliates/unearned', { query: { affiliateUserId }, schema: z.object({ items: z.array(UnearnedReferral) }) }) }),
  visit: (reservationId: string) => queryOptions({ queryKey: affiliateKeys.visit(reservationId), queryFn: () => getJson(visitPath(reservationId), { schema: ReferredVisitFacts }) }),
};

/** A change of the programme: afterwards its reads reload (and the restaurant's metadata, which holds the flag). */
export function useAffiliateChange<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: affiliateKeys.all() }), queryClient.invalidateQueries({ queryKey: queryKeys.metadata() })]);
    },
  });
}
