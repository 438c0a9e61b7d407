import { sql } from 'drizzle-orm'
import type { Db, Tx } from './client'
import { CATEGORY_SEEDS } from './seed-catalogue-words'

/** Rows per INSERT … SELECT: large enough to be set-based, small enough to keep each statement's memory modest. */
const STATEMENT_ROWS = 25_000

/**
 * Drops the indexes of the bulk-filled tables that back no constraint and returns their definitions: building an
 * index once over all rows is several times faster than updating it row by row (the trigram index most of all).
 */
async function dropSecondaryIndexes(tx: Tx): Promise<string[]> {
  const { rows } = await tx.execute<{ name: string; definition: string }>(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename in ('products', 'stock', 'product_categories')
      and indexname not in (select conname from pg_constraint)`)
  for (const row of rows) await tx.execute(sql`drop index ${sql.identifier(row.name)}`)
  return rows.map((row) => row.definition)
}

/**
 * Adds `count` products (with stock and categories) to a seeded store, built by the database itself from the demo
 * word lists with generate_series: one statement per 25,000 products, not one per row. Values vary by a hash of
 * the row number, so the same count gives the same catalogue. SKUs are `<category prefix>-B<number>`.
 */
export async function seedBulkCatalogue(db: Db, count: number, now: Date): Promise<void> {
  const { rows } = await db.execute<{ id: number; name: string }>(sql`select id, name from categories order by id`)
  const words = JSON.stringify(
    CATEGORY_SEEDS.map((seed, index) => ({
      idx: index,
      category_id: rows.find((row) => row.name === seed.name)?.id,
      name: seed.name,
      description: seed.description,
      prefix: seed.skuPrefix,
      adjectives: seed.adjectives,
      nouns: seed.nouns,
      min_price: seed.priceRange[0],
      max_price: seed.priceRange[1],
    })),
  )
  await db.transaction(async (tx) => {
    const rebuild = await dropSecondaryIndexes(tx)
    for (let from = 1; from <= count; from += STATEMENT_ROWS) {
      const to = Math.min(count, from + STATEMENT_ROWS - 1)
      await tx.execute(sql`
        with words as (
          select * from jsonb_to_recordset(${words}::jsonb) as w(
            idx int, category_id int, name text, description text, prefix text,
            adjectives text[], nouns text[], min_price float8, max_price float8)
        ),
        draft as (
          select g, w.*,
            abs(hashint8extended(g, 1)) as h1, abs(hashint8extended(g, 2)) as h2, abs(hashint8extended(g, 3)) as h3,
            abs(hashint8extended(g, 4)) % 1000 / 1000.0 as r,
            chr(65 + (abs(hashint8extended(g, 5)) % 26)::int) || chr(65 + (abs(hashint8extended(g, 6)) % 26)::int)
              || '-' || (100 + abs(hashint8extended(g, 7)) % 900) as model
          from generate_series(${from}::int, ${to}::int) as g
          join words w on w.idx = g % ${CATEGORY_SEEDS.length}
        ),
        shaped as (
          select d.*,
            d.adjectives[1 + d.h1 % cardinality(d.adjectives)] as adjective,
            d.nouns[1 + d.h2 % cardinality(d.nouns)] as noun,
            case when d.r < 0.80 then 'ACTIVE' when d.r < 0.88 then 'INACTIVE'
                 when d.r < 0.95 then 'OUT_OF_STOCK' else 'DISCONTINUED' end as status,
            greatest(2, round(exp(ln(d.min_price) + (d.h3 % 10000 / 10000.0) * (ln(d.max_price) - ln(d.min_price)))))
              * 100 - 1 as cents
          from draft d
        ),
        inserted as (
          insert into products (name, description, sku, price, cost, status, item_id, account, asset_account,
                                cogs_account, weight, created_at, updated_at)
          select s.adjective || ' ' || s.noun || ' ' || s.model,
                 s.adjective || ' ' || lower(s.noun) || ' from our ' || s.name || ' range, model ' || s.model || '. '
                   || s.description || '.',
                 s.prefix || '-B' || lpad(s.g::text, 7, '0'),
                 (s.cents / 100.0)::numeric(12, 2),
                 (s.cents * 0.6 / 100.0)::numeric(12, 2),
                 s.status,
                 'ITM-' || s.prefix || '-' || lpad((s.h1 % 10000)::text, 4, '0'),
                 '4000 Sales', '1400 Inventory', '5000 Cost of Goods Sold',
                 (50 + s.h2 % 49951) / 1000.0,
                 ${now.toISOString()}::timestamptz - make_interval(secs => (86400 + s.h3 % (730 * 86400))::float8),
                 ${now.toISOString()}::timestamptz - make_interval(secs => (86400 + s.h3 % (730 * 86400))::float8)
          from shaped s
          returning id, sku, status
        ),
        numbered as (
          select i.id, i.status, w.category_id, substring(i.sku from '-B([0-9]+)$')::bigint as g
          from inserted i join words w on w.prefix = split_part(i.sku, '-', 1)
        ),
        stocked as (
          insert into stock (product_id, quantity)
          select id, case when status = 'OUT_OF_STOCK' then 0 else 1 + abs(hashint8extended(g, 8)) % 500 end
          from numbered
        )
        insert into product_categories (product_id, category_id)
        select id, category_id from numbered
        union all
        select n.id, w.category_id from numbered n
          join words w on w.idx = (n.g + 1 + abs(hashint8extended(n.g, 9)) % ${CATEGORY_SEEDS.length - 1}) % ${CATEGORY_SEEDS.length}
          where abs(hashint8extended(n.g, 10)) % 5 = 0
      `)
    }
    await tx.execute(sql`set local maintenance_work_mem = '128MB'`)
    for (const definition of rebuild) await tx.execute(sql.raw(definition))
  })
  await db.execute(sql`analyze products, stock, product_categories`)
}
