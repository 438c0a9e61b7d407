import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { readConfig } from '@/server/config'
import { BULK_DATABASE_TIMEOUTS, migrate, openDatabase } from './client'
import { demoProductCount, isDatabaseEmpty, seedDemoData } from './seed'

const TABLES = [
  'catalogue_counts',
  'order_events',
  'payments',
  'order_items',
  'order_addresses',
  'orders',
  'inventory_upload_rows',
  'inventory_uploads',
  'inventory_adjustments',
  'stock',
  'product_images',
  'product_categories',
  'products',
  'categories',
  'password_reset_tokens',
  'refresh_tokens',
  'user_groups',
  'group_roles',
  'groups',
  'user_roles',
  'role_area_levels',
  'roles',
  'users',
]

/** Kept by triggers that TRUNCATE does not fire: emptied with the tables they follow. */
const ROLLUPS = [
  'catalogue_created_days',
  'order_day_sales',
  'order_hour_sales',
  'order_day_counts',
  'product_day_sales',
  'customer_days',
  'customer_day_gaps',
  'period_product_sales',
  'period_product_sales_log',
]

/** `--products N`: the catalogue's size, at least the demo's own products. */
function productsOption(): number | undefined {
  const index = process.argv.indexOf('--products')
  if (index < 0) return undefined
  const value = Number(process.argv[index + 1])
  if (!Number.isInteger(value) || value < demoProductCount()) {
    throw new Error(`--products needs a whole number of at least ${demoProductCount()} (the demo store's own products)`)
  }
  return value
}

async function main() {
  const config = readConfig()
  const force = process.argv.includes('--force')
  const products = productsOption()
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, timeouts: BULK_DATABASE_TIMEOUTS }
      : { dataDir: join(config.DATA_DIR, 'pglite') },
  )
  try {
    await migrate(database)
    if (!(await isDatabaseEmpty(database.db))) {
      if (!force) {
        console.error('The database already holds data. Run with --force to erase it and seed again.')
        process.exitCode = 1
        return
      }
      await database.db.execute(sql.raw(`TRUNCATE ${[...TABLES, ...ROLLUPS].join(', ')} RESTART IDENTITY CASCADE`))
    }
    const started = Date.now()
    await seedDemoData(database.db, { products })
    console.log(`Seeded the demo store in ${((Date.now() - started) / 1000).toFixed(1)} s:`)
    const counts = sql.join(
      TABLES.map((table) => sql.raw(`(select count(*)::int from ${table}) as ${table}`)),
      sql`, `,
    )
    const { rows } = await database.db.execute<Record<string, number>>(sql`select ${counts}`)
    for (const table of [...TABLES].reverse()) console.log(`  ${table.padEnd(22)} ${rows[0]?.[table] ?? 0}`)
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
