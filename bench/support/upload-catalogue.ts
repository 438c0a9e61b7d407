import { sql } from 'drizzle-orm'
import { migrate, type Database } from '@/server/db/client'
import { seedDemoData } from '@/server/db/seed'

/** The upload benches' store: the demo users (to sign in) and `rows` products BENCH-0000000 on, 5 in stock each. */
export async function seedUploadCatalogue(database: Database, rows: number): Promise<void> {
  await migrate(database)
  await seedDemoData(database.db, { size: 'small' })
  await database.db.execute(sql`
    insert into products (sku, name, price)
    select 'BENCH-' || lpad(i::text, 7, '0'), 'Bench item ' || i, 9.99 from generate_series(0, ${rows - 1}) as i`)
  await database.db.execute(sql`
    insert into stock (product_id, quantity) select id, 5 from products where sku like 'BENCH-%'`)
  // As a store's tables are once autovacuum has been by (it is off on some servers): statistics, all-visible pages.
  await database.db.execute(sql`vacuum analyze products, stock`)
}
