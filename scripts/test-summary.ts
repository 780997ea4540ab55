// The end of `npm test`: what ran, against the floors in tests/floor.json, and the closing `N passed, N failed,
// N skipped` line. Pure, so the rules that decide whether a run passed are tested (scripts/test-summary.test.ts).
//
// Two ways a run can look green and not be: a step that is not a test (typecheck, lint, build) fails, or a suite
// quietly shrinks (a committed focused test, a file that stops being collected). Steps are reported apart from the
// test counts; each suite's tests run must reach its floor.

export interface SuiteCount {
  passed: number;
  failed: number;
  skipped: number;
}

export interface Step {
  name: string;
  ok: boolean;
}

export interface RunRecord {
  steps: Step[];
  /** Tests per suite (vitest project, or playwright), as their reporters counted them. */
  suites: Record<string, SuiteCount>;
}

/** The least number of tests each suite must run (passed or failed; skipped ones did not run). */
export type Floors = Record<string, number>;

export interface Summary {
  /** Printed in this order; the last is always `N passed, N failed, N skipped`. */
  lines: string[];
  ok: boolean;
}

const ran = (count: SuiteCount | undefined) => (count ? count.passed + count.failed : 0);

/** Suites that ran fewer tests than their floor, a missing suite counting as none. */
export function shortfalls(suites: Record<string, SuiteCount>, floors: Floors): { suite: string; ran: number; floor: number }[] {
  return Object.entries(floors)
    .map(([suite, floor]) => ({ suite, ran: ran(suites[suite]), floor }))
    .filter((entry) => entry.ran < entry.floor);
}

export function totals(suites: Record<string, SuiteCount>): SuiteCount {
  const sum: SuiteCount = { passed: 0, failed: 0, skipped: 0 };
  for (const count of Object.values(suites)) {
    sum.passed += count.passed;
    sum.failed += count.failed;
    sum.skipped += count.skipped;
  }
  return sum;
}

export function summarize(run: RunRecord, floors: Floors): Summary {
  const lines: string[] = [];
  const suiteNames = [...new Set([...Object.keys(floors), ...Object.keys(run.suites)])];
  if (suiteNames.length > 0) {
    const perSuite = suiteNames.map((suite) => `${suite} ${ran(run.suites[suite])}${floors[suite] === undefined ? '' : ` (floor ${floors[suite]})`}`);
    lines.push(`tests run: ${perSuite.join(', ')}`);
  }
  const short = shortfalls(run.suites, floors);
  for (const { suite, ran: count, floor } of short) {
    lines.push(`floor FAILED: ${suite} ran ${count} tests, fewer than its floor of ${floor} (tests/floor.json)`);
  }
  const failedSteps = run.steps.filter((step) => !step.ok);
  if (run.steps.length > 0) lines.push(`steps: ${run.steps.map((step) => `${step.name} ${step.ok ? 'ok' : 'FAILED'}`).join(', ')}`);
  const sum = totals(run.suites);
  lines.push(`${sum.passed} passed, ${sum.failed} failed, ${sum.skipped} skipped`);
  return { lines, ok: sum.failed === 0 && failedSteps.length === 0 && short.length === 0 };
}

/** Reads tests/floor.json's `floors`, refusing anything but whole, non-negative numbers. */
export function parseFloors(json: unknown): Floors {
  const floors = (json as { floors?: unknown } | null)?.floors;
  if (typeof floors !== 'object' || floors === null) throw new Error('tests/floor.json needs an object "floors"');
  const parsed: Floors = {};
  for (const [suite, value] of Object.entries(floors)) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new Error(`tests/floor.json: the floor of ${suite} is not a whole number`);
    parsed[suite] = value;
  }
  return parsed;
}
