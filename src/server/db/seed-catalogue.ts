import type { Db } from './client'
import { categories, productCategories, products, stock } from './schema'
import { CATEGORY_SEEDS } from './seed-catalogue-words'
import type { SeededRandom } from './seed-random'
import { fromCents } from '@/shared/money'

export interface SeededProduct {
  id: string
  name: string
  sku: string
  price: number
}

const BATCH = 500

export function chunks<T>(items: readonly T[], size = BATCH): T[][] {
  const result: T[][] = []
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size))
  return result
}

/** A shelf price in cents (mostly .99 or .49 endings), spread evenly on a log scale over the range, never under 2.00. */
function priceCents(random: SeededRandom, [min, max]: readonly [number, number]): number {
  const whole = Math.max(2, Math.round(Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min)))))
  return Math.max(200, whole * 100 - random.pick([1, 1, 1, 51, 0]))
}

export async function seedCatalogue(
  db: Db,
  random: SeededRandom,
  perCategory: number,
  now: Date,
): Promise<SeededProduct[]> {
  const categoryRows = await db
    .insert(categories)
    .values(CATEGORY_SEEDS.map(({ name, description }) => ({ name, description })))
    .returning()

  const drafts = CATEGORY_SEEDS.flatMap((category, c) =>
    Array.from({ length: perCategory }, (_, n) => {
      const price = priceCents(random, category.priceRange)
      const status = random.weighted([
        ['ACTIVE', 80],
        ['INACTIVE', 8],
        ['OUT_OF_STOCK', 7],
        ['DISCONTINUED', 5],
      ] as const)
      const adjective = random.pick(category.adjectives)
      const noun = random.pick(category.nouns)
      const model = `${random.code(2)}-${random.int(100, 999)}`
      return {
        categoryIds: random.chance(0.2)
          ? [
              categoryRows[c]!.id,
              categoryRows[(c + random.int(1, CATEGORY_SEEDS.length - 1)) % CATEGORY_SEEDS.length]!.id,
            ]
          : [categoryRows[c]!.id],
        quantity: status === 'OUT_OF_STOCK' ? 0 : random.chance(0.12) ? random.int(1, 9) : random.int(10, 500),
        row: {
          name: `${adjective} ${noun} ${model}`,
          description: `${adjective} ${noun.toLowerCase()} from our ${category.name} range, model ${model}. ${category.description}.`,
          sku: `${category.skuPrefix}-${String(n + 1).padStart(5, '0')}`,
          price: fromCents(price),
          cost: fromCents(Math.round(price * (0.45 + random.next() * 0.3))),
          status,
          itemId: `ITM-${category.skuPrefix}-${random.digits(4)}`,
          account: '4000 Sales',
          assetAccount: '1400 Inventory',
          cogsAccount: '5000 Cost of Goods Sold',
          weight: random.int(50, 50_000) / 1000,
          createdAt: new Date(now.getTime() - random.int(1, 730) * 86_400_000 - random.int(0, 86_399) * 1000),
        },
      }
    }),
  )

  const seeded: SeededProduct[] = []
  for (const batch of chunks(drafts)) {
    const rows = await db
      .insert(products)
      .values(batch.map((draft) => ({ ...draft.row, updatedAt: draft.row.createdAt })))
      .returning({ id: products.id, name: products.name, sku: products.sku, price: products.price })
    await db.insert(stock).values(rows.map((row, i) => ({ productId: row.id, quantity: batch[i]!.quantity })))
    await db
      .insert(productCategories)
      .values(rows.flatMap((row, i) => batch[i]!.categoryIds.map((categoryId) => ({ productId: row.id, categoryId }))))
    seeded.push(
      ...rows.map((row) => ({
        id: row.id,
        name: row.name,
        sku: row.sku,
        price: row.price,
      })),
    )
  }
  return seeded
}
