// Test support for the command plans: a day in Berlin with two areas, a few tables and rows built from local times.
import type { Blocker } from '../schemas/front-of-house';
import type { Reservation } from '../schemas/reservations';
import { local } from '../reservations/test-kit';
import type { DayState, PlanContext } from './types';
import { unattended } from './walk-in';

export { local };

export function row(id: string, over: Partial<Reservation> = {}): Reservation {
  return {
    _id: id,
    restaurantId: 'r1',
    creatorId: null,
    editorId: null,
    deletedBy: null,
    specialId: null,
    areaGroupId: null,
    linkedReservationId: null,
    customer: { name: 'Ada', phone: '', email: '' },
    level: 'Main',
    tableNumber: '1',
    partySize: 2,
    startTime: local('19:00'),
    endTime: local('21:00'),
    originalStartTime: local('19:00'),
    originalEndTime: local('21:00'),
    createdAt: '2026-06-01T00:00:00.000Z',
    updatedAt: '2026-06-01T00:00:00.000Z',
    ...unattended,
    note: null,
    color: null,
    referralCode: null,
    language: null,
    allowOverlap: false,
    source: 'staff',
    platform: 'staff',
    ...over,
  };
}

export function blockerRow(id: string, over: Partial<Blocker> = {}): Blocker {
  return { _id: id, start: local('18:00'), end: local('19:30'), level: 'Main', tableNumbers: ['2'], note: null, createdBy: null, createdAt: '2026-06-01T00:00:00.000Z', ...over };
}

export function dayState(reservations: Reservation[] = [], blockers: Blocker[] = []): DayState {
  return {
    restaurantId: 'r1',
    timeZone: 'Europe/Berlin',
    reservations,
    blockers,
    areas: ['Main', 'Terrace'],
    tables: [
      { _id: 't1', level: 'Main', tableNumber: '1' },
      { _id: 't2', level: 'Main', tableNumber: '2' },
      { _id: 't3', level: 'Main', tableNumber: '3' },
      { _id: 't4', level: 'Terrace', tableNumber: '1' },
    ],
  };
}

export function context(over: Partial<PlanContext> = {}): PlanContext {
  let n = 0;
  return { now: Date.parse(local('18:30')) + 15_123, actorId: 'staff-1', actionId: '0190a000-0000-7000-8000-000000000001', newId: () => `new-${++n}`, ...over };
}
