import { describe, expect, it } from 'vitest';
import { dateLabel, longDateLabel, slotLabel } from './labels';

describe('booking labels (spec §9)', () => {
  it('writes the two-letter weekday and DD.MM.YY in each language', () => {
    expect(dateLabel('2026-03-29', 'en-US')).toBe('Su, 29.03.26');
    expect(dateLabel('2026-03-29', 'de-DE')).toBe('So, 29.03.26');
    expect(dateLabel('2026-03-30', 'es-ES')).toBe('lu, 30.03.26');
  });

  it('writes the full weekday for the long form, whatever the time zone of the device', () => {
    expect(longDateLabel('2026-10-25', 'de-DE')).toBe('Sonntag, 25.10.26');
    expect(longDateLabel('2026-01-01', 'en-US')).toBe('Thursday, 01.01.26');
  });

  it('shows an end at or after 23:00 as open-ended', () => {
    expect(slotLabel('1080-1200', 'open end')).toBe('18:00 – 20:00');
    expect(slotLabel('1260-1380', 'open end')).toBe('21:00 – open end');
  });
});
