import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../../core/schemas/reservations';
import { toInstant } from '../../../core/time';
import { clampZoom, hourMarks, placeRow, pxPerMs, snappedMinutes, visibleSpan, zoomNames } from './grid-layout';

const zone = 'Europe/Berlin';
const at = (date: string, hh: number, mm = 0) => toInstant(date, hh * 60 + mm, zone).getTime();
const iso = (date: string, hh: number, mm = 0) => new Date(at(date, hh, mm)).toISOString();

function reservation(id: string, start: string, end: string, patch: Partial<Reservation> = {}): Reservation {
  return {
    _id: id, restaurantId: 'demo', creatorId: null, editorId: null, deletedBy: null, specialId: null, areaGroupId: null, linkedReservationId: null,
    customer: { name: id, phone: '', email: '' }, level: 'Terrace', tableNumber: 'T1', partySize: 2, startTime: start, endTime: end,
    originalStartTime: start, originalEndTime: end, createdAt: start, updatedAt: start, checkedIn: false, checkedInAt: null, extendedTo: null,
    leftAt: null, notifiedAt: null, deletedAt: null, note: null, color: null, referralCode: null, language: null, allowOverlap: false,
    source: 'staff', platform: 'staff', ...patch,
  };
}

describe('zoom levels (spec §9: 0–4, xs…xl, default 1)', () => {
  it('names five levels and falls back to 1', () => {
    expect(zoomNames).toEqual(['xs', 'sm', 'md', 'lg', 'xl']);
    expect(clampZoom(null)).toBe(1);
    expect(clampZoom(7)).toBe(4);
    expect(clampZoom(-2)).toBe(0);
    expect(clampZoom(2.5)).toBe(1);
  });
  it('widens the hour at every level', () => {
    const widths = [0, 1, 2, 3, 4].map((zoom) => pxPerMs(zoom) * 3_600_000);
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    expect(new Set(widths).size).toBe(5);
  });
});

describe('visible span', () => {
  const day = { start: at('2025-06-10', 0), end: at('2025-06-11', 0) };
  it('starts at 11:00 unless something starts earlier, and ends at the end of the day', () => {
    expect(visibleSpan(day, [])).toEqual({ start: at('2025-06-10', 11), end: day.end });
    expect(visibleSpan(day, [{ start: at('2025-06-10', 9, 30), end: at('2025-06-10', 11) }]).start).toBe(at('2025-06-10', 9));
  });
  it('ignores what ended before the day and counts a late sitting from yesterday from midnight', () => {
    expect(visibleSpan(day, [{ start: at('2025-06-09', 8), end: at('2025-06-09', 10) }]).start).toBe(at('2025-06-10', 11));
    expect(visibleSpan(day, [{ start: at('2025-06-09', 23), end: at('2025-06-10', 1) }]).start).toBe(day.start);
  });
  it('has 23 hour marks from 01:00 on the day clocks go forward (DST)', () => {
    const short = { start: at('2025-03-30', 0), end: at('2025-03-31', 0) };
    expect(hourMarks({ start: short.start, end: short.end })).toHaveLength(23);
  });
});

describe('placing a row', () => {
  const span = { start: at('2025-06-10', 11), end: at('2025-06-11', 0) };
  it('puts reservations at their times, the effective end counting (left, extended)', () => {
    const [a] = placeRow([reservation('a', iso('2025-06-10', 12), iso('2025-06-10', 14))], span, 1);
    expect(a?.left).toBeCloseTo(72);
    expect(a?.width).toBeCloseTo(144);
    const [b] = placeRow([reservation('b', iso('2025-06-10', 12), iso('2025-06-10', 14), { extendedTo: iso('2025-06-10', 15) })], span, 1);
    expect(b?.width).toBeCloseTo(216);
    const [c] = placeRow([reservation('c', iso('2025-06-10', 12), iso('2025-06-10', 14), { leftAt: iso('2025-06-10', 13) })], span, 1);
    expect(c?.width).toBeCloseTo(72);
  });
  it('gives overlapping reservations separate lanes and back-to-back ones the same lane', () => {
    const placed = placeRow(
      [
        reservation('a', iso('2025-06-10', 12), iso('2025-06-10', 14)),
        reservation('b', iso('2025-06-10', 13), iso('2025-06-10', 15)),
        reservation('c', iso('2025-06-10', 14), iso('2025-06-10', 16)),
      ],
      span,
      1,
    );
    expect(placed.map((p) => [p.reservation._id, p.lane])).toEqual([['a', 0], ['b', 1], ['c', 0]]);
    expect(placed.every((p) => p.lanes === 2)).toBe(true);
  });
  it('keeps a sliver for a guest who left at once', () => {
    const [a] = placeRow([reservation('a', iso('2025-06-10', 12), iso('2025-06-10', 14), { leftAt: iso('2025-06-10', 12) })], span, 1);
    expect(a?.width).toBeGreaterThan(0);
  });
});

describe('dragging', () => {
  it('snaps a drag to quarter hours at the zoom level', () => {
    expect(snappedMinutes(0, 1)).toBe(0);
    expect(snappedMinutes(72, 1)).toBe(60);
    expect(snappedMinutes(-20, 1)).toBe(-15);
    expect(snappedMinutes(8, 1)).toBe(0);
    expect(snappedMinutes(180, 4)).toBe(60);
  });
});
