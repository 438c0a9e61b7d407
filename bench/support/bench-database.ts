import pg from 'pg'
import { BULK_DATABASE_TIMEOUTS, migrate, openDatabase, type Database } from '@/server/db/client'

/** The PostgreSQL database at `url`, created when missing, migrated, with timeouts for bulk work. */
export async function openOrCreateDatabase(url: string): Promise<Database> {
  const name = new URL(url).pathname.slice(1)
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href })
  await admin.connect()
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name])
  if (!rowCount) await admin.query(`create database ${pg.escapeIdentifier(name)}`)
  await admin.end()
  const database = await openDatabase({ url, timeouts: BULK_DATABASE_TIMEOUTS })
  await migrate(database)
  return database
}
