import { is, SQL, sql } from 'drizzle-orm'
import { getTableConfig, PgDialect, PgTable, type PgColumn } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate, openDatabase, type Database, type Db } from '@/server/db/client'
import * as schema from '@/server/db/schema'
import { createTestDatabase } from '@/server/db/test-database'
import { DATABASE_TARGETS } from './support/test-server'

/**
 * What hand-written migrations create on purpose and schema.ts cannot declare; everything else the migrated database
 * holds must be declared there, and everything declared there must exist.
 */
const ONLY_IN_MIGRATIONS = new Set([
  // Covering indexes (INCLUDE columns), which Drizzle's index builder cannot write: migrations 0003, 0008, 0018 and 0031.
  'index orders_time_figures_idx on orders',
  'index order_items_order_sales_idx on order_items',
  'index customer_days_day_idx on customer_days',
  'index product_day_sales_figures_idx on product_day_sales',
  'index order_day_counts_figures_idx on order_day_counts',
  // The live catalogue's walks in each sort order, with the search text and filters beside the key (0031).
  'index products_live_name_walk_idx on products',
  'index products_live_price_walk_idx on products',
  'index products_live_created_at_walk_idx on products',
  // Triggers, which Drizzle cannot declare: the category copy and the catalogue counts (0005), the order rollups
  // (0007, 0018, 0028), the period sales (0017), the customer accounts (0023), the audit log (0033) and the
  // dashboard's change count (0036).
  'trigger product_categories_inserted on product_categories',
  'trigger product_categories_deleted on product_categories',
  'trigger product_categories_updated on product_categories',
  'trigger products_counted_inserted on products',
  'trigger products_counted_deleted on products',
  'trigger products_counted_updated on products',
  'trigger orders_rollup on orders',
  'trigger orders_rollup_delete on orders',
  'trigger order_items_rollup on order_items',
  'trigger product_day_sales_inserted on product_day_sales',
  'trigger product_day_sales_deleted on product_day_sales',
  'trigger product_day_sales_updated on product_day_sales',
  'trigger order_day_counts_rollup on orders',
  'trigger order_hour_sales_rollup on orders',
  'trigger customer_accounts_orders on orders',
  'trigger customer_accounts_roles on user_roles',
  'trigger audit_events_append_only on audit_events',
  'trigger audit_events_no_truncate on audit_events',
  'trigger orders_dashboard_change on orders',
  'trigger order_items_dashboard_change on order_items',
  'trigger products_dashboard_change on products',
  'trigger order_day_sales_dashboard_change on order_day_sales',
  'trigger order_hour_sales_dashboard_change on order_hour_sales',
  'trigger customer_days_dashboard_change on customer_days',
  'trigger customer_day_gaps_dashboard_change on customer_day_gaps',
  'trigger period_product_sales_dashboard_change on period_product_sales',
])

const FK_ACTIONS: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
}

/** Drizzle writes `numeric(12, 2)` and `timestamp`; the catalogue says `numeric(12,2)` and `timestamp without time zone`. */
const sqlType = (type: string) =>
  type
    .replace(/,\s+/g, ',')
    .replace(/^timestamp(\(\d\))?$/, 'timestamp$1 without time zone')
    .replace(/^varchar/, 'character varying')

/** Every object schema.ts declares, one line each (`index products_sku_idx on products unique`). */
function declaredObjects(): string[] {
  const objects: string[] = []
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue
    const table = getTableConfig(value)
    objects.push(`table ${table.name}`)
    for (const column of table.columns) {
      objects.push(
        `column ${table.name}.${column.name} ${sqlType(column.getSQLType())}${column.notNull ? ' not null' : ''}`,
      )
      if (column.primary) objects.push(`primary key on ${table.name} (${column.name})`)
      if (column.isUnique) objects.push(`unique ${column.uniqueName ?? ''} on ${table.name}`)
    }
    for (const key of table.primaryKeys) {
      objects.push(`primary key on ${table.name} (${key.columns.map((column) => column.name).join(', ')})`)
    }
    for (const unique of table.uniqueConstraints) objects.push(`unique ${unique.getName() ?? ''} on ${table.name}`)
    for (const index of table.indexes) {
      objects.push(`index ${index.config.name ?? ''} on ${table.name}${index.config.unique ? ' unique' : ''}`)
    }
    for (const key of table.foreignKeys) {
      const { columns, foreignTable, foreignColumns } = key.reference()
      const target = `${getTableConfig(foreignTable).name} (${foreignColumns.map((column) => column.name).join(', ')})`
      objects.push(
        `foreign key ${key.getName()} on ${table.name} (${columns.map((column) => column.name).join(', ')}) → ${target} on delete ${key.onDelete ?? 'no action'}`,
      )
    }
    for (const check of table.checks) objects.push(`check ${check.name} on ${table.name}`)
  }
  return objects.sort()
}

const dialect = new PgDialect()

/** A column's default or generation as schema.ts writes it, in SQL. */
function sqlOf(value: unknown): string {
  if (is(value, SQL)) {
    const query = dialect.sqlToQuery(value)
    if (query.params.length > 0) throw new Error(`A default with parameters: ${query.sql}`)
    return query.sql
  }
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return `'${JSON.stringify(value).replaceAll("'", "''")}'`
}

/** The column as `create table` declares it: type, then the default or generation schema.ts gives it, if any. */
function columnDefinition(column: PgColumn): string {
  const generated = column.generated?.as
  const expression = typeof generated === 'function' ? generated() : generated
  const tail =
    expression !== undefined
      ? ` generated always as (${sqlOf(expression)}) stored`
      : column.default !== undefined
        ? ` default ${sqlOf(column.default)}`
        : ''
  return `"${column.name}" ${column.getSQLType()}${tail}`
}

/** Defaults and generated columns, read back from the catalogue (the same parser and printer on both sides). */
const EXPRESSIONS = (schemaName: string) => sql`
  select c.relname as tbl, a.attname as name, a.attgenerated <> '' as is_generated, pg_get_expr(d.adbin, d.adrelid) as expression
  from pg_attrdef d join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
  join pg_class c on c.oid = d.adrelid join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = ${schemaName}`

async function expressionsIn(db: Db, schemaName: string): Promise<string[]> {
  const found = await rows<{ tbl: string; name: string; is_generated: boolean; expression: string }>(
    db,
    EXPRESSIONS(schemaName),
  )
  return found.map((row) => `${row.is_generated ? 'generated' : 'default'} ${row.tbl}.${row.name} ${row.expression}`)
}

/**
 * Every default and generation expression schema.ts declares, as PostgreSQL prints it: its tables are created
 * without constraints in a schema of their own and read back from the catalogue.
 */
async function declaredExpressions(db: Db): Promise<string[]> {
  await db.execute(sql`drop schema if exists declared cascade`)
  await db.execute(sql`create schema declared`)
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue
    const table = getTableConfig(value)
    const columns = table.columns.map(columnDefinition).join(', ')
    await db.execute(sql.raw(`create table declared."${table.name}" (${columns})`))
  }
  const expressions = await expressionsIn(db, 'declared')
  await db.execute(sql`drop schema declared cascade`)
  return expressions
}

const rows = async <T extends Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  (await db.execute<T>(query)).rows as T[]

/** The same lines, read from the migrated database's catalogue. */
async function migratedObjects(db: Db): Promise<string[]> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )
  const columns = await rows<{ tbl: string; name: string; type: string; not_null: boolean }>(
    db,
    sql`select c.relname as tbl, a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`,
  )
  const indexes = await rows<{ tbl: string; name: string; is_unique: boolean }>(
    db,
    sql`select t.relname as tbl, i.relname as name, x.indisunique as is_unique
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = 'public' and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid and k.contype in ('p', 'u'))`,
  )
  const constraints = await rows<{
    tbl: string
    name: string
    kind: string
    columns: string
    foreign_table: string | null
    foreign_columns: string | null
    on_delete: string
  }>(
    db,
    sql`select t.relname as tbl, k.conname as name, k.contype as kind,
               (select string_agg(a.attname, ', ' order by u.n) from unnest(k.conkey) with ordinality u(attnum, n)
                join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum) as columns,
               f.relname as foreign_table,
               (select string_agg(a.attname, ', ' order by u.n) from unnest(k.confkey) with ordinality u(attnum, n)
                join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum) as foreign_columns,
               k.confdeltype as on_delete
        from pg_constraint k join pg_class t on t.oid = k.conrelid join pg_namespace n on n.oid = t.relnamespace
        left join pg_class f on f.oid = k.confrelid
        where n.nspname = 'public' and k.contype in ('p', 'u', 'f', 'c')`,
  )
  const triggers = await rows<{ tbl: string; name: string }>(
    db,
    sql`select c.relname as tbl, t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and not t.tgisinternal`,
  )
  return [
    ...(await expressionsIn(db, 'public')),
    ...triggers.map((trigger) => `trigger ${trigger.name} on ${trigger.tbl}`),
    ...tables.map((table) => `table ${table.name}`),
    ...columns.map(
      (column) => `column ${column.tbl}.${column.name} ${column.type}${column.not_null ? ' not null' : ''}`,
    ),
    ...indexes.map((index) => `index ${index.name} on ${index.tbl}${index.is_unique ? ' unique' : ''}`),
    ...constraints.map((k) => {
      if (k.kind === 'p') return `primary key on ${k.tbl} (${k.columns})`
      if (k.kind === 'u') return `unique ${k.name} on ${k.tbl}`
      if (k.kind === 'c') return `check ${k.name} on ${k.tbl}`
      const target = `${k.foreign_table} (${k.foreign_columns})`
      return `foreign key ${k.name} on ${k.tbl} (${k.columns}) → ${target} on delete ${FK_ACTIONS[k.on_delete]}`
    }),
  ].sort()
}

describe.each(DATABASE_TARGETS)('the migrated database on %s', (target) => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>> | undefined
  let database: Database

  beforeAll(async () => {
    testDatabase = target === 'postgres' ? await createTestDatabase() : undefined
    database = await openDatabase({ url: testDatabase?.url })
    await migrate(database)
  })
  afterAll(async () => {
    await database?.close()
    await testDatabase?.drop()
  })

  it('holds every table, column, default, generated column, index, constraint and trigger declared, and nothing else', async () => {
    const declared = [...declaredObjects(), ...(await declaredExpressions(database.db))]
    const migrated = await migratedObjects(database.db)
    expect({
      'declared in schema.ts but not in the migrated database': declared.filter((object) => !migrated.includes(object)),
      'in the migrated database but neither declared in schema.ts nor allowed': migrated.filter(
        (object) => !declared.includes(object) && !ONLY_IN_MIGRATIONS.has(object),
      ),
      'allowed but not in the migrated database': [...ONLY_IN_MIGRATIONS].filter(
        (object) => !migrated.includes(object),
      ),
    }).toEqual({
      'declared in schema.ts but not in the migrated database': [],
      'in the migrated database but neither declared in schema.ts nor allowed': [],
      'allowed but not in the migrated database': [],
    })
  })
})
