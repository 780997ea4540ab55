import { describe, expect, it } from 'vitest';
import { emptySelection, type Selection } from './booking-state';
import { searchOfSelection, selectionFromSearch, withOtherParams } from './booking-url';

const started: Selection = { ...emptySelection, started: true };

describe('the booking steps in the address', () => {
  it('round-trips every step', () => {
    const steps: Selection[] = [
      started,
      { ...started, partySize: 4 },
      { ...started, partySize: 4, date: '2026-12-04' },
      { ...started, partySize: 4, date: '2026-12-04', choice: { kind: 'area', name: 'Dining Room & Bar' } },
      { ...started, partySize: 4, date: '2026-12-04', choice: { kind: 'areaGroup', id: 'g-1' } },
      { ...started, partySize: 4, date: '2026-12-04', choice: { kind: 'special', id: 's-1' }, slot: '1080-1200' },
    ];
    for (const step of steps) expect(selectionFromSearch(searchOfSelection(step)), searchOfSelection(step)).toEqual(step);
    expect(searchOfSelection(started)).toBe('?book');
    expect(searchOfSelection(emptySelection)).toBe('');
    expect(selectionFromSearch('')).toEqual(emptySelection);
  });

  it('takes a choice only with the ones before it, and nothing malformed', () => {
    expect(selectionFromSearch('?book&date=2026-12-04&area=Terrace&slot=1080-1200')).toEqual(started);
    expect(selectionFromSearch('?book&size=2&area=Terrace&slot=1080-1200')).toEqual({ ...started, partySize: 2 });
    expect(selectionFromSearch('?book&size=2&date=2026-12-04&slot=1080-1200')).toEqual({ ...started, partySize: 2, date: '2026-12-04' });
    for (const bad of ['size=0', 'size=-2', 'size=2.5', 'size=x']) expect(selectionFromSearch(`?book&${bad}`).partySize, bad).toBeNull();
    expect(selectionFromSearch('?book&size=2&date=04.12.2026').date).toBeNull();
    for (const slot of ['1200-1080', '1080-1500', 'a-b', '1080']) {
      expect(selectionFromSearch(`?book&size=2&date=2026-12-04&area=T&slot=${slot}`).slot, slot).toBeNull();
    }
    expect(selectionFromSearch(`?book&size=2&date=2026-12-04&area=${'x'.repeat(201)}`).choice).toBeNull();
  });

  it('keeps the other parameters of the address (a referral code, a language)', () => {
    expect(withOtherParams('?book&size=2', '?ref=anna&size=9&lang=es')).toBe('?book&size=2&ref=anna&lang=es');
    expect(withOtherParams('', '?ref=anna&book')).toBe('?ref=anna');
    expect(withOtherParams('', '')).toBe('');
  });
});
