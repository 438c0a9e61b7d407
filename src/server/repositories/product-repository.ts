import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import {
  categories,
  productCategories,
  productImages,
  products,
  stock,
  type CategoryRow,
  type ProductImageRow,
  type ProductRow,
} from '@/server/db/schema'
import { containsPattern } from '@/server/repositories/like-pattern'
import type { ProductSortField } from '@/shared/product-rules'

export type ProductModel = ProductRow & { quantity: number; categories: CategoryRow[]; images: ProductImageRow[] }

export interface ProductCriteria {
  search?: string
  /** null: any category. */
  categoryIds: number[] | null
  /** null: any status. */
  statuses: string[] | null
  sortBy: ProductSortField
  sortOrder: 'asc' | 'desc'
  skip: number
  pageSize: number
}

/** The WHERE of a search; a facet leaves out its own filter so its counts show what choosing a value would give. */
function conditions(db: Db, criteria: ProductCriteria, except?: 'category' | 'status'): SQL[] {
  const where: SQL[] = [isNull(products.archivedAt)]
  if (criteria.search) {
    const pattern = containsPattern(criteria.search)
    where.push(or(ilike(products.name, pattern), ilike(products.description, pattern), ilike(products.sku, pattern))!)
  }
  if (criteria.categoryIds && except !== 'category') {
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(productCategories)
          .where(
            and(
              eq(productCategories.productId, products.id),
              inArray(productCategories.categoryId, criteria.categoryIds),
            ),
          ),
      ),
    )
  }
  if (criteria.statuses && except !== 'status') where.push(inArray(products.status, criteria.statuses))
  return where
}

const SORT_COLUMNS = {
  name: products.name,
  price: products.price,
  stock: stock.quantity,
  createdAt: products.createdAt,
} as const

export async function searchProductPage(
  db: Db,
  criteria: ProductCriteria,
): Promise<{ products: ProductModel[]; totalCount: number }> {
  const where = and(...conditions(db, criteria))
  const direction = criteria.sortOrder === 'desc' ? desc : asc
  const [rows, [total]] = await Promise.all([
    db
      .select({ product: products, quantity: stock.quantity })
      .from(products)
      .leftJoin(stock, eq(stock.productId, products.id))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[criteria.sortBy]), asc(products.id))
      .limit(criteria.pageSize)
      .offset(criteria.skip),
    db.select({ value: count() }).from(products).where(where),
  ])
  return {
    products: await withRelations(
      db,
      rows.map((row) => ({ ...row.product, quantity: row.quantity ?? 0 })),
    ),
    totalCount: total?.value ?? 0,
  }
}

export async function categoryFacet(db: Db, criteria: ProductCriteria) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      count: count(products.id),
    })
    .from(categories)
    .leftJoin(productCategories, eq(productCategories.categoryId, categories.id))
    .leftJoin(products, and(eq(products.id, productCategories.productId), ...conditions(db, criteria, 'category')))
    .groupBy(categories.id)
    .orderBy(asc(categories.name))
}

export async function statusFacet(db: Db, criteria: ProductCriteria) {
  return db
    .select({ status: products.status, count: count() })
    .from(products)
    .where(and(...conditions(db, criteria, 'status')))
    .groupBy(products.status)
}

export async function findCategoriesByIdOrName(db: Db, values: string[]): Promise<CategoryRow[]> {
  const ids = values.filter((value) => /^\d+$/.test(value)).map(Number)
  const names = values.map((value) => value.trim().toLowerCase())
  return db
    .select()
    .from(categories)
    .where(or(ids.length ? inArray(categories.id, ids) : undefined, inArray(sql`lower(${categories.name})`, names)))
}

export async function findProductById(db: Db, id: string): Promise<ProductModel | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined
  const [row] = await db
    .select({ product: products, quantity: stock.quantity })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(eq(products.id, id))
  if (!row) return undefined
  const [model] = await withRelations(db, [{ ...row.product, quantity: row.quantity ?? 0 }])
  return model
}

const liveProductsIn = (categoryId: SQL | number) =>
  sql<number>`(select count(*)::int from ${productCategories} pc join ${products} p on p.id = pc.product_id where pc.category_id = ${categoryId} and p.archived_at is null)`

export async function listCategories(db: Db) {
  return db
    .select({ category: categories, productsCount: liveProductsIn(sql`${categories.id}`) })
    .from(categories)
    .orderBy(asc(categories.name))
}

export async function countProductsInCategory(db: Db, categoryId: number): Promise<number> {
  const [row] = await db.select({ count: liveProductsIn(categoryId) }).from(sql`(select 1) as one`)
  return row?.count ?? 0
}

/** Categories and images of a page of products, in two queries whatever the page size. */
export async function withRelations(db: Db, rows: (ProductRow & { quantity: number })[]): Promise<ProductModel[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [links, images] = await Promise.all([
    db
      .select({ productId: productCategories.productId, category: categories })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(inArray(productCategories.productId, ids))
      .orderBy(asc(categories.id)),
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position), asc(productImages.createdAt)),
  ])
  return rows.map((row) => ({
    ...row,
    categories: links.filter((link) => link.productId === row.id).map((link) => link.category),
    images: images.filter((image) => image.productId === row.id),
  }))
}
