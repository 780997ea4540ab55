// What the owner asks the figures for: a range in the restaurant's local dates (a preset around today there, or their
// own dates), the platform (spec §3: all, desktop, mobile) and the series' interval, which follows the range until
// the owner picks one.
import { useState } from 'react';
import type { PlatformFilter } from '../../../core/analytics/booking-origin';
import type { AnalyticsInterval, BookingAnalyticsQuery } from '../../../core/schemas/analytics';
import { localDateOf } from '../../../core/time';
import { useTimeZone } from '../../front-of-house/use-front-of-house';
import { defaultInterval, presetRange, rangeProblem, type DateRange, type RangePreset, type RangeProblem } from './date-range';

export type RangeChoice = RangePreset | 'custom';

export interface AnalyticsFilters {
  choice: RangeChoice;
  range: DateRange;
  platform: PlatformFilter;
  interval: AnalyticsInterval;
  /** Why the custom dates cannot be asked for; null when they can (a preset always can). */
  problem: RangeProblem | null;
  query: BookingAnalyticsQuery;
  choose(choice: RangeChoice): void;
  setCustom(range: DateRange): void;
  setPlatform(platform: PlatformFilter): void;
  setInterval(interval: AnalyticsInterval): void;
}

export function useAnalyticsFilters(): AnalyticsFilters {
  // The presets count from the restaurant's today, not the device's (core/time.ts): at 00:30 in Berlin a tablet set to
  // London is still on yesterday.
  const today = localDateOf(Date.now(), useTimeZone());
  const [choice, setChoice] = useState<RangeChoice>('last30Days');
  const [custom, setCustomRange] = useState<DateRange>(() => presetRange('last30Days', today));
  const [platform, setPlatform] = useState<PlatformFilter>('all');
  const [chosenInterval, setChosenInterval] = useState<AnalyticsInterval | null>(null);
  const range = choice === 'custom' ? custom : presetRange(choice, today);
  const problem = choice === 'custom' ? rangeProblem(custom) : null;
  const interval = chosenInterval ?? (problem ? 'day' : defaultInterval(range));
  return {
    choice,
    range,
    platform,
    interval,
    problem,
    query: { startDate: range.startDate, endDate: range.endDate, platform, interval },
    choose(next) {
      // Custom dates start from the range on screen, so the owner adjusts rather than types both dates.
      if (next === 'custom') setCustomRange(range);
      setChoice(next);
      setChosenInterval(null);
    },
    setCustom(next) {
      setCustomRange(next);
      setChosenInterval(null);
    },
    setPlatform,
    setInterval: setChosenInterval,
  };
}
