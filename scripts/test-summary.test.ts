import { describe, expect, it } from 'vitest';
import { parseFloors, summarize, type RunRecord } from './test-summary';

const greenSteps = [
  { name: 'typecheck', ok: true },
  { name: 'lint', ok: true },
  { name: 'build', ok: true },
];
const fullRun: RunRecord = {
  steps: greenSteps,
  suites: {
    unit: { passed: 400, failed: 0, skipped: 2 },
    'server-pglite': { passed: 560, failed: 0, skipped: 0 },
    playwright: { passed: 61, failed: 0, skipped: 0 },
  },
};
const floors = { unit: 390, 'server-pglite': 540, playwright: 58 };

describe('the test run summary', () => {
  it('passes a full run and closes with the test counts only', () => {
    const summary = summarize(fullRun, floors);
    expect(summary.ok).toBe(true);
    expect(summary.lines.at(-1)).toBe('1021 passed, 0 failed, 2 skipped');
    expect(summary.lines).toContain('steps: typecheck ok, lint ok, build ok');
    expect(summary.lines).toContain('tests run: unit 400 (floor 390), server-pglite 560 (floor 540), playwright 61 (floor 58)');
  });

  it('fails a suite that shrank below its floor, though nothing failed (a committed focused test)', () => {
    const focused: RunRecord = { ...fullRun, suites: { ...fullRun.suites, playwright: { passed: 1, failed: 0, skipped: 0 } } };
    const summary = summarize(focused, floors);
    expect(summary.ok).toBe(false);
    expect(summary.lines).toContain('floor FAILED: playwright ran 1 tests, fewer than its floor of 58 (tests/floor.json)');
    expect(summary.lines.at(-1)).toBe('961 passed, 0 failed, 2 skipped');
  });

  it('counts skipped tests as not run, and a suite that did not run at all as none', () => {
    const skipped: RunRecord = { steps: greenSteps, suites: { unit: { passed: 10, failed: 0, skipped: 390 }, 'server-pglite': fullRun.suites['server-pglite']! } };
    const summary = summarize(skipped, floors);
    expect(summary.ok).toBe(false);
    expect(summary.lines).toEqual(
      expect.arrayContaining([
        'floor FAILED: unit ran 10 tests, fewer than its floor of 390 (tests/floor.json)',
        'floor FAILED: playwright ran 0 tests, fewer than its floor of 58 (tests/floor.json)',
      ]),
    );
  });

  it('counts failed tests as run: a red suite is reported by its failures, not as shrunk', () => {
    const red: RunRecord = { ...fullRun, suites: { ...fullRun.suites, unit: { passed: 380, failed: 20, skipped: 0 } } };
    const summary = summarize(red, floors);
    expect(summary.ok).toBe(false);
    expect(summary.lines.some((line) => line.startsWith('floor FAILED'))).toBe(false);
    expect(summary.lines.at(-1)).toBe('1001 passed, 20 failed, 0 skipped');
  });

  it('fails the run on a failed step, which is named on the steps line and not counted as a test', () => {
    const lintFailed: RunRecord = { ...fullRun, steps: [{ name: 'typecheck', ok: true }, { name: 'lint', ok: false }, { name: 'build', ok: true }] };
    const summary = summarize(lintFailed, floors);
    expect(summary.ok).toBe(false);
    expect(summary.lines.slice(-2)).toEqual(['steps: typecheck ok, lint FAILED, build ok', '1021 passed, 0 failed, 2 skipped']);
  });

  it('reads the floors file and refuses a floor that is not a whole number', () => {
    expect(parseFloors({ floors: { unit: 390 } })).toEqual({ unit: 390 });
    expect(() => parseFloors({ floors: { unit: '390' } })).toThrow(/unit/);
    expect(() => parseFloors({ floors: { unit: -1 } })).toThrow(/unit/);
    expect(() => parseFloors({})).toThrow(/floors/);
  });
});

describe('the floors kept in the repository', async () => {
  const { readFileSync } = await import('node:fs');
  const floorsFile = parseFloors(JSON.parse(readFileSync(new URL('../tests/floor.json', import.meta.url), 'utf8')));
  it('name every suite npm test runs', () => {
    expect(Object.keys(floorsFile).sort()).toEqual(['playwright', 'server-pglite', 'server-postgres', 'unit']);
    expect(Object.values(floorsFile).every((floor) => floor > 0)).toBe(true);
  });
});
