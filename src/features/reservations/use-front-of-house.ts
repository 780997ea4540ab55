// The front-of-house screens' reads and writes over TanStack Query: one query key scheme, the restaurant's time zone,
// the caller's permissions (as the server checks them, spec §6), and host actions applied optimistically with the same
// core rule the server applies (design.md rule 3) — the server's answer then replaces the guess.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { grantsAll, type Permission } from '../../../core/permissions';
import { applyReservationAction } from '../../../core/reservations';
import type { ReservationAction, ReservationActionType } from '../../../core/schemas/reservation-actions';
import type { Reservation } from '../../../core/schemas/reservations';
import { defaultTimeZone } from '../../../core/time';
import { ApiError } from '../../api/client';
import { fetchMatrix, sendReservationAction, type Matrix } from '../../api/front-of-house';
import { fetchAreas, fetchOwnMetadata, fetchTables } from '../../api/settings';
import { useAuth } from '../../auth/auth-context';

export const fohKeys = {
  all: ['reservations'] as const,
  matrices: ['reservations', 'matrix'] as const,
  matrix: (date: string, areas: readonly string[]) => ['reservations', 'matrix', date, areas.join(',')] as const,
  reservation: (id: string) => ['reservations', 'one', id] as const,
  search: (text: string) => ['reservations', 'search', text] as const,
  collisions: (date: string | null) => ['reservations', 'collisions', date ?? 'upcoming'] as const,
  blockers: (date: string) => ['blockers', date] as const,
  waitlist: (day: string | null) => ['waitlist', day ?? 'all'] as const,
  log: (page: number, showRead: boolean, actions: readonly string[]) => ['actionsLog', page, showRead, actions.join(',')] as const,
};

/** After any change: everything the change can show up in. */
export function invalidateFrontOfHouse(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [fohKeys.all, ['blockers'], ['waitlist'], ['actionsLog']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

export const errorText = (failure: unknown): string => (failure instanceof ApiError || failure instanceof Error ? failure.message : String(failure));

/** The restaurant's IANA zone: every local date and HH:mm on these screens is in it. */
export function useTimeZone(): string {
  const metadata = useQuery({ queryKey: ['settings', 'metadata'], queryFn: fetchOwnMetadata, staleTime: 10 * 60_000 });
  return metadata.data?.settings.timeZone ?? defaultTimeZone;
}

export function useFloor() {
  const areas = useQuery({ queryKey: ['areas'], queryFn: fetchAreas, staleTime: 5 * 60_000 });
  const tables = useQuery({ queryKey: ['tables'], queryFn: fetchTables, staleTime: 5 * 60_000 });
  return { areas: areas.data?.items ?? [], tables: tables.data?.items ?? [], pending: areas.isPending || tables.isPending };
}

export function useMatrix(date: string, areas: readonly string[]) {
  return useQuery({
    queryKey: fohKeys.matrix(date, areas),
    queryFn: () => fetchMatrix({ date, areas: areas.length ? areas.join(',') : undefined }),
    staleTime: 15_000,
  });
}

/** Spec §6: what the signed-in user may do here, as the server decides it (admins may do everything). */
export function useAccess() {
  const { me } = useAuth();
  const granted = (me?.permissions ?? []) as Permission[];
  const has = (...required: Permission[]) => me?.type === 'Admin' || grantsAll(granted, required);
  return {
    read: has('ReadReservations'),
    manage: has('ReadReservations', 'ManageReservations'),
    blockers: has('ManageBlockers'),
    log: has('ReadReservations', 'ManageReservations', 'ManageTables'),
  };
}

function replaceRows(matrix: Matrix, rows: readonly Reservation[]): Matrix {
  const known = rows.filter((row) => row._id in matrix.reservations);
  if (!known.length) return matrix;
  return { ...matrix, reservations: { ...matrix.reservations, ...Object.fromEntries(known.map((row) => [row._id, row])) } };
}

/** Writes rows into every cached day and single reservation that holds them. */
export function putRows(queryClient: QueryClient, rows: readonly Reservation[]): void {
  for (const [key, matrix] of queryClient.getQueriesData<Matrix>({ queryKey: fohKeys.matrices })) {
    if (matrix) queryClient.setQueryData(key, replaceRows(matrix, rows));
  }
  for (const row of rows) {
    if (queryClient.getQueryData(fohKeys.reservation(row._id))) queryClient.setQueryData(fohKeys.reservation(row._id), row);
  }
}

/** The core rule applied to the cached day (the tablet's guess until the server answers). */
function applyLocally(queryClient: QueryClient, action: ReservationAction): void {
  const now = Date.now();
  for (const [key, matrix] of queryClient.getQueriesData<Matrix>({ queryKey: fohKeys.matrices })) {
    if (!matrix || !(action.reservationId in matrix.reservations)) continue;
    const applied = applyReservationAction(
      { timeZone: matrix.timeZone, reservations: Object.values(matrix.reservations), blockers: Object.values(matrix.blockers) },
      action,
      now,
    );
    if (applied.ok && applied.changed.length) queryClient.setQueryData(key, replaceRows(matrix, applied.changed));
  }
  const single = queryClient.getQueryData<Reservation>(fohKeys.reservation(action.reservationId));
  if (single && action.type !== 'extend') {
    const applied = applyReservationAction({ timeZone: defaultTimeZone, reservations: [single], blockers: [] }, action, now);
    if (applied.ok && applied.changed[0]) queryClient.setQueryData(fohKeys.reservation(single._id), applied.changed[0]);
  }
}

/**
 * Host actions (spec §4) with a fresh action id each: shown at once, sent as intent, the server's rows kept; a refusal
 * shows the server's message and the screens reload what the server has.
 */
export function useReservationAction() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (action: ReservationAction) => sendReservationAction(action),
    onMutate: (action) => {
      setError(null);
      applyLocally(queryClient, action);
    },
    onSuccess: (reply) => putRows(queryClient, reply.reservations),
    onError: (failure) => setError(errorText(failure)),
    onSettled: () => invalidateFrontOfHouse(queryClient),
  });
  const run = (type: ReservationActionType, reservationId: string) => mutation.mutate({ type, reservationId });
  return { run, pending: mutation.isPending, pendingType: mutation.isPending ? mutation.variables?.type : undefined, error, clearError: () => setError(null) };
}
