// What the blocker tests share: the blocker as the API answers it, and creating one as the host.
import { expect } from 'vitest';
import type { FohClient } from './front-of-house-kit';

export interface BlockerDto {
  _id: string;
  start: string;
  end: string;
  level: string | null;
  tableNumbers: string[];
  note: string | null;
  createdBy: string | null;
}

export function blockerClient(foh: FohClient) {
  async function createBlocker(body: Record<string, unknown>, headers?: Record<string, string>): Promise<BlockerDto> {
    const reply = await foh.call('POST', '/api/blockers', body, headers ? { headers } : {});
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json() as BlockerDto;
  }
  return { createBlocker };
}
