import { describe, expect, it } from 'vitest';
import { dateLabel, longDateLabel, reservationTimeLabel, slotLabel, telHref } from './labels';

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

  it("writes a reservation's start in the restaurant's time zone, with a 24-hour clock in every language", () => {
    // 17:00 UTC is 18:00 in Berlin in winter, and 19:00 UTC is 21:00 there in summer.
    expect(reservationTimeLabel('2026-12-04T17:00:00.000Z', 'Europe/Berlin', 'de-DE')).toBe('Freitag, 4. Dezember 2026 um 18:00');
    expect(reservationTimeLabel('2026-12-04T17:00:00.000Z', 'Europe/Berlin', 'en-US')).toBe('Friday, December 4, 2026 at 18:00');
    expect(reservationTimeLabel('2026-07-03T19:00:00.000Z', 'Europe/Berlin', 'es-MX')).toMatch(/^viernes, 3 de julio de 2026,? 21:00$/);
    expect(reservationTimeLabel('2026-12-04T17:00:00.000Z', 'America/New_York', 'en-US')).toBe('Friday, December 4, 2026 at 12:00');
  });

  it('shows an end at or after 23:00 as open-ended', () => {
    expect(slotLabel('1080-1200', 'open end')).toBe('18:00 – 20:00');
    expect(slotLabel('1260-1380', 'open end')).toBe('21:00 – open end');
  });

  it("dials the restaurant's phone as written, without its spaces and punctuation", () => {
    expect(telHref('+49 30 1234567')).toBe('tel:+49301234567');
    expect(telHref('(030) 123-45 67')).toBe('tel:0301234567');
  });
});
