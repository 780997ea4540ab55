import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => instant('created_at').notNull().defaultNow();
export const id = () =>
  text('id')
    .notNull()
    .default(sql`gen_random_uuid()::text`);
