// A Vitest reporter for `npm test` (scripts/test.ts): the tests of each project (unit, server-pglite, server-postgres)
// by outcome, so each can be held to its floor in tests/floor.json. Vitest's JSON report does not say which project a
// result came from, and the server files run once per database engine under the same names.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import type { SuiteCount } from './test-summary';

export const projectCountsFile = path.join('.test-results', 'vitest-projects.json');

export interface ProjectCounts {
  projects: Record<string, SuiteCount>;
  /** Files that failed to load or failed outside a test (no test of theirs fails for it). */
  brokenFiles: string[];
  unhandledErrors: number;
}

export default class ProjectCountsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const counts: ProjectCounts = { projects: {}, brokenFiles: [], unhandledErrors: unhandledErrors.length };
    for (const module of testModules) {
      const count = (counts.projects[module.project.name] ??= { passed: 0, failed: 0, skipped: 0 });
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed += 1;
        else if (state === 'failed') count.failed += 1;
        else count.skipped += 1;
      }
      if (module.errors().length > 0) counts.brokenFiles.push(`${module.project.name}: ${module.moduleId}`);
    }
    mkdirSync(path.dirname(projectCountsFile), { recursive: true });
    writeFileSync(projectCountsFile, `${JSON.stringify(counts, null, 2)}\n`);
  }
}
