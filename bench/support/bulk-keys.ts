import { sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { dropSecondaryIndexes } from '@/server/db/seed-bulk-catalogue'

const tableList = (tables: readonly string[]) =>
  sql.join(
    tables.map((table) => sql`${table}`),
    sql`, `,
  )

/** Drops the user triggers of the tables and returns the statements that create them again. */
export async function dropTriggers(db: Db, tables: readonly string[]): Promise<string[]> {
  const { rows } = await db.execute<{ table: string; name: string; definition: string }>(sql`
    select tgrelid::regclass::text as table, tgname as name, pg_get_triggerdef(oid) as definition from pg_trigger
    where not tgisinternal and tgrelid::regclass::text in (${tableList(tables)})`)
  for (const trigger of rows) {
    await db.execute(sql`drop trigger ${sql.identifier(trigger.name)} on ${sql.identifier(trigger.table)}`)
  }
  return rows.map((trigger) => trigger.definition)
}

/**
 * Drops the primary keys (under the same names again later: ON CONFLICT ON CONSTRAINT names them) and the other
 * indexes of tables about to be bulk-filled, and returns the statements that build them again.
 */
export async function dropKeysAndIndexes(db: Db, tables: readonly string[]): Promise<string[]> {
  const { rows } = await db.execute<{ table: string; name: string; definition: string }>(sql`
    select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint
    where contype = 'p' and conrelid::regclass::text in (${tableList(tables)})`)
  for (const key of rows) {
    await db.execute(sql`alter table ${sql.identifier(key.table)} drop constraint ${sql.identifier(key.name)}`)
  }
  const keys = rows.map((key) => `alter table ${key.table} add constraint ${key.name} ${key.definition}`)
  return [...keys, ...(await dropSecondaryIndexes(db, tables))]
}
