import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * A new, uniquely named database on the server of adminUrl (TEST_DATABASE_URL), dropped again by drop(); a copy of
 * the database `template` when one is named (no one may be connected to it meanwhile).
 */
export async function createTestDatabase(
  adminUrl = process.env.TEST_DATABASE_URL,
  prefix = 'storefront_test',
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}
