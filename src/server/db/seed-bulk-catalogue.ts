import { sql } from 'drizzle-orm'
import type { Db, Tx } from './client'
import { CATEGORY_SEEDS } from './seed-catalogue-words'

/** Rows per INSERT … SELECT: large enough to be set-based, small enough to keep each statement's memory modest. */
const STATEMENT_ROWS = 25_000

/**
 * Drops the indexes of the bulk-filled tables that back no constraint and returns their definitions: building an
 * index once over all rows is several times faster than updating it row by row (the trigram index most of all).
 */
export async function dropSecondaryIndexes(tx: Db | Tx, tables: readonly string[]): Promise<string[]> {
  const { rows } = await tx.execute<{ name: string; definition: string }>(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename in (${sql.join(
      tables.map((table) => sql`${table}`),
      sql`, `,
    )})
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
    // The rows carry their category ids and the counts are taken once at the end, not by the triggers per statement.
    await tx.execute(sql`alter table products disable trigger user`)
    await tx.execute(sql`alter table product_categories disable trigger user`)
    const rebuild = await dropSecondaryIndexes(tx, ['products', 'stock', 'product_categories'])
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
              || '-' || (100 + abs(hashint8extended(g, 7)) % 900) as model,
            case when abs(hashint8extended(g, 10)) % 5 = 0
              then (g + 1 + abs(hashint8extended(g, 9)) % ${CATEGORY_SEEDS.length - 1}) % ${CATEGORY_SEEDS.length}
            end as second_idx
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
              * 100 - 1 as cents,
            case when second.category_id is null then array[d.category_id]
                 else array[least(d.category_id, second.category_id), greatest(d.category_id, second.category_id)]
            end as category_ids
          from draft d left join words second on second.idx = d.second_idx
        ),
        inserted as (
          insert into products (name, description, sku, price, cost, status, item_id, account, asset_account,
                                cogs_account, weight, created_at, updated_at, category_ids)
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
                 ${now.toISOString()}::timestamptz - make_interval(secs => (86400 + s.h3 % (730 * 86400))::float8),
                 s.category_ids
          from shaped s
          returning id, sku, status, category_ids
        ),
        stocked as (
          insert into stock (product_id, quantity)
          select id, case when status = 'OUT_OF_STOCK' then 0
                          else 1 + abs(hashint8extended(substring(sku from '-B([0-9]+)$')::bigint, 8)) % 500 end
          from inserted
        )
        insert into product_categories (product_id, category_id)
        select id, unnest(category_ids) from inserted
      `)
    }
    await tx.execute(sql`set local maintenance_work_mem = '128MB'`)
    for (const definition of rebuild) await tx.execute(sql.raw(definition))
    await tx.execute(sql`alter table products enable trigger user`)
    await tx.execute(sql`alter table product_categories enable trigger user`)
    await tx.execute(sql`delete from catalogue_counts`)
    await tx.execute(sql`
      insert into catalogue_counts (category_ids, status, products)
      select category_ids, status, count(*) from products where archived_at is null group by category_ids, status`)
    await tx.execute(sql`delete from catalogue_created_days`)
    await tx.execute(sql`
      insert into catalogue_created_days (day, products)
      select sales_day(created_at), count(*) from products where archived_at is null group by 1`)
  })
  // Vacuumed as well as analyzed, as autovacuum would in a day: until then no page is marked all-visible, and every
  // index-only walk of the catalogue (a search's walk index) reads the table beside the index.
  await db.execute(sql`vacuum analyze products, stock, product_categories, catalogue_counts, catalogue_created_days`)
}
