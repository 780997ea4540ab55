import { describe, expect, it } from 'vitest';
import { weekdays } from '../../../core/time';
import { defaultWeek, furthestAllowed, guestNames, nextTableNumbers, resumeStep, slotsPerWeek, stepIndex } from './onboarding-steps';

const none = { areas: false, tables: false };

describe('resumeStep', () => {
  it('starts a fresh restaurant at the first step', () => {
    expect(resumeStep({ setup: none, areaCount: 0, reached: null })).toBe(stepIndex('name'));
  });

  it('resumes where the server shows progress: areas begun, areas done, everything done', () => {
    expect(resumeStep({ setup: none, areaCount: 1, reached: null })).toBe(stepIndex('areas'));
    expect(resumeStep({ setup: { areas: true, tables: false }, areaCount: 1, reached: null })).toBe(stepIndex('tables'));
    expect(resumeStep({ setup: { areas: true, tables: true }, areaCount: 1, reached: null })).toBe(stepIndex('done'));
  });

  it('goes further when this device got further through the steps the server cannot tell apart', () => {
    expect(resumeStep({ setup: none, areaCount: 0, reached: stepIndex('colours') })).toBe(stepIndex('colours'));
    expect(resumeStep({ setup: { areas: true, tables: false }, areaCount: 1, reached: stepIndex('languages') })).toBe(stepIndex('tables'));
  });

  it('never passes a requirement the server does not confirm, whatever the device remembers', () => {
    expect(resumeStep({ setup: none, areaCount: 2, reached: stepIndex('done') })).toBe(stepIndex('areas'));
    expect(resumeStep({ setup: { areas: true, tables: false }, areaCount: 1, reached: stepIndex('done') })).toBe(stepIndex('tables'));
    expect(furthestAllowed({ areas: false, tables: true })).toBe(stepIndex('areas'));
  });
});

describe('defaultWeek', () => {
  it('offers two evening seatings on every day', () => {
    const week = defaultWeek();
    for (const day of weekdays) expect(week[day]).toEqual([{ start: 1080, end: 1200 }, { start: 1200, end: 1320 }]);
    expect(slotsPerWeek(week)).toBe(14);
    expect(slotsPerWeek({ monday: [{ start: 600, end: 700 }] })).toBe(1);
  });

  it('gives each call its own copy', () => {
    const a = defaultWeek();
    a.monday?.push({ start: 1320, end: 1380 });
    expect(defaultWeek().monday).toHaveLength(2);
  });
});

describe('nextTableNumbers', () => {
  it('counts up from the highest number in use', () => {
    expect(nextTableNumbers([], 3)).toEqual(['1', '2', '3']);
    expect(nextTableNumbers(['1', '2', '7'], 2)).toEqual(['8', '9']);
    expect(nextTableNumbers(['B2', ' 4 ', 'T10'], 1)).toEqual(['5']);
    expect(nextTableNumbers(['1'], 0)).toEqual([]);
  });
});

describe('guestNames', () => {
  it('names a new area in every offered language', () => {
    expect(guestNames('Garden', ['de', 'en'])).toEqual({ de: 'Garden', en: 'Garden' });
  });

  it('carries a rename to the entries that showed the old name and keeps hand-written ones', () => {
    const previous = { name: 'Garden', localizedNames: { de: 'Garten', en: 'Garden', es: '' } };
    expect(guestNames('Courtyard', ['de', 'en', 'es'], previous)).toEqual({ de: 'Garten', en: 'Courtyard', es: 'Courtyard' });
  });
});
