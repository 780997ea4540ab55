// What the import's statements share: the size of a multi-row insert, the refusal of a file, and new ids for the
// file's rows.
import { randomUUID } from 'node:crypto';
import { AppError } from '../../../../core/errors';

/** Rows per INSERT: far below PostgreSQL's 65 535 bind parameters for the widest row. */
const chunkSize = 500;

export const invalid = (message: string) => new AppError('invalid_request', message);

export function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += chunkSize) result.push(items.slice(i, i + chunkSize));
  return result;
}

/** Source id → new id for one kind of row; looking up an id the file does not contain is a refusal. */
export class IdMap {
  private readonly ids = new Map<string, string>();
  constructor(private readonly kind: string) {}
  add(sourceId: string, where: string): string {
    if (this.ids.has(sourceId)) throw invalid(`${where}: the ${this.kind} id ${sourceId} appears twice in the file`);
    const id = randomUUID();
    this.ids.set(sourceId, id);
    return id;
  }
  get(sourceId: string, where: string): string {
    const id = this.ids.get(sourceId);
    if (!id) throw invalid(`${where} names ${this.kind} ${sourceId}, which the file does not contain`);
    return id;
  }
  nullable(sourceId: string | null, where: string): string | null {
    return sourceId === null ? null : this.get(sourceId, where);
  }
}
