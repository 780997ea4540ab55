// The one schema for PGlite and PostgreSQL. Tenancy (design.md): every tenant-owned table has restaurant_id first in
// its primary key and in every unique constraint, so the schema can later be distributed by restaurant (e.g. Citus).
export * from './accounts';
export * from './changes';
export * from './email';
export * from './platform';
export * from './floor';
export * from './overrides';
export * from './reservations';
export * from './restaurants';
export * from './trash';
export * from './vouchers';
export * from './affiliates';
