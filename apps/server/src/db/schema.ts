import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A university running the tool. The id is the host label (`ucc` in ucc.clearpath.ie). */
export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A recruitment wave within a tenant; exactly one batch per tenant is its default. */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    open: boolean('open').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('batches_tenant_idx').on(table.tenantId),
    uniqueIndex('batches_one_default_per_tenant')
      .on(table.tenantId)
      .where(sql`${table.isDefault}`),
  ],
);
