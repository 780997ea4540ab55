// fast-check for the property tests: a failing property prints the seed and path of its run, and FC_SEED (with
// FC_PATH, to go straight to the shrunk counterexample) replays that run exactly:
//   FC_SEED=-1234567 FC_PATH="12:0:3" npx vitest run --project unit core/time.test.ts
import fc from 'fast-check';

/** The run's parameters: the seed from FC_SEED when given, else a fresh one (printed on failure either way). */
export function propertyParameters<Ts>(parameters: fc.Parameters<Ts> = {}): fc.Parameters<Ts> {
  const seed = process.env.FC_SEED === undefined ? (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) | 0 : Number(process.env.FC_SEED);
  const path = process.env.FC_PATH;
  return { ...parameters, seed, ...(path ? { path } : {}) };
}

/** fc.assert with a replayable seed: the error names the command-line variables that replay the failing run. */
export function assertProperty<Ts>(property: fc.IProperty<Ts>, parameters?: fc.Parameters<Ts>): void {
  const details = fc.check(property, propertyParameters(parameters));
  if (!details.failed) return;
  throw new Error(`${fc.defaultReportMessage(details) ?? 'Property failed'}\nReplay: FC_SEED=${details.seed} FC_PATH="${details.counterexamplePath ?? ''}"`);
}
