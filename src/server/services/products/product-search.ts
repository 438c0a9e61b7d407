import type { Db } from '@/server/db/client'
import { badInput } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import {
  categoriesByName,
  findCategoriesByIdOrName,
  findProductById,
  findProductsByIds,
  searchProductPage,
  type ProductCriteria,
  type ProductCursor,
  type ProductModel,
} from '@/server/repositories/product-repository'
import { searchCounts, type SearchCounts } from '@/server/repositories/product-counts-repository'
import { isUuid } from '@/server/repositories/uuid'
import { listCursor, parseListCursor } from '@/server/services/shared/list-cursor'
import { parsePaging } from '@/server/services/shared/search-paging'
import { PRODUCT_SEARCH, PRODUCT_STATUSES, PRODUCT_STATUS_LABELS, type ProductSortField } from '@/shared/product-rules'
import { filterParameters, firstValue, SearchParametersSchema, type SearchParameter } from '@/shared/search-parameters'

const RESERVED = [
  PRODUCT_SEARCH.pageSizeKey,
  PRODUCT_SEARCH.skipKey,
  PRODUCT_SEARCH.afterKey,
  PRODUCT_SEARCH.sortByKey,
  PRODUCT_SEARCH.sortOrderKey,
  PRODUCT_SEARCH.searchKey,
]

/** Turns the spec's parameter list into search criteria, refusing keys and values it does not know. */
export async function parseProductSearch(db: Db, parameters: readonly SearchParameter[]): Promise<ProductCriteria> {
  parseInput(SearchParametersSchema, parameters, 'Invalid search')
  const sortBy = firstValue(parameters, PRODUCT_SEARCH.sortByKey) ?? PRODUCT_SEARCH.defaultSortBy
  if (!(PRODUCT_SEARCH.sortFields as readonly string[]).includes(sortBy)) {
    throw badInput(`Products cannot be sorted by ${sortBy}`, {
      SortBy: `One of ${PRODUCT_SEARCH.sortFields.join(', ')}`,
    })
  }
  const sortOrder = (firstValue(parameters, PRODUCT_SEARCH.sortOrderKey) ?? 'asc').toLowerCase()
  if (sortOrder !== 'asc' && sortOrder !== 'desc')
    throw badInput('SortOrder must be asc or desc', { SortOrder: 'asc or desc' })

  const criteria: ProductCriteria = {
    search: firstValue(parameters, PRODUCT_SEARCH.searchKey)?.trim() || undefined,
    categoryIds: null,
    statuses: null,
    sortBy: sortBy as ProductSortField,
    sortOrder,
    ...parsePaging(parameters, PRODUCT_SEARCH),
  }
  const after = firstValue(parameters, PRODUCT_SEARCH.afterKey)
  if (after) criteria.after = readProductCursor(after)
  for (const filter of filterParameters(parameters, RESERVED)) {
    if (filter.key === 'category') {
      criteria.categoryIds = (await findCategoriesByIdOrName(db, filter.value)).map((category) => category.id)
    } else if (filter.key === 'status') {
      const statuses = filter.value.map((value) => value.toUpperCase())
      const unknown = statuses.find((status) => !(PRODUCT_STATUSES as readonly string[]).includes(status))
      if (unknown)
        throw badInput(`Unknown product status ${unknown}`, { status: `One of ${PRODUCT_STATUSES.join(', ')}` })
      criteria.statuses = statuses
    } else {
      throw badInput(`Products cannot be filtered by ${filter.key}`, {
        [filter.key]: `Filters: ${PRODUCT_SEARCH.filterKeys.join(', ')}`,
      })
    }
  }
  return criteria
}

/** The After that continues a search after this product: its id, then how its pages were found (ProductCursor). */
export const productCursor = ({ id, walksSortOrder }: ProductCursor) =>
  listCursor('product', `${id}:${walksSortOrder ? 'walk' : 'find'}`)

function parseProductCursor(text: string): ProductCursor | undefined {
  const [id, plan, ...rest] = text.split(':')
  if (id === undefined || !isUuid(id) || rest.length || (plan !== 'walk' && plan !== 'find')) return undefined
  return { id, walksSortOrder: plan === 'walk' }
}

/** The ProductCursor an After names; BAD_USER_INPUT for anything productCursor did not make. */
export const readProductCursor = (text: string) =>
  parseListCursor('product', PRODUCT_SEARCH.afterKey, text, parseProductCursor)

/** The search's total and facets as the API gives them. */
async function searchSummary(counts: Promise<SearchCounts>, db: Db, criteria: ProductCriteria) {
  const [{ totalCount, totalIsLowerBound, facetsAreLowerBounds, categoryCounts, statusCounts }, allCategories] =
    await Promise.all([counts, categoriesByName(db)])
  return {
    pagination: {
      totalCount,
      totalCountIsLowerBound: totalIsLowerBound,
      skip: criteria.skip,
      pageSize: criteria.pageSize,
    },
    filters: [
      {
        key: 'category',
        countsAreLowerBounds: facetsAreLowerBounds,
        value: allCategories.map((category) => ({
          partId: String(category.id),
          name: category.name,
          description: category.description,
          subCategory: null,
          count: categoryCounts.get(category.id) ?? 0,
        })),
      },
      {
        key: 'status',
        countsAreLowerBounds: facetsAreLowerBounds,
        value: PRODUCT_STATUSES.map((status) => ({
          partId: status,
          name: PRODUCT_STATUS_LABELS[status],
          description: null,
          subCategory: null,
          count: statusCounts.get(status) ?? 0,
        })),
      },
    ],
  }
}

type ProductSearchSummary = Awaited<ReturnType<typeof searchSummary>>

/**
 * A page of products, the cursor of the next one, and its total and facet counts. A facet leaves out its own filter,
 * so its counts show what choosing a value would give. Counts are exact up to `countCap` matches (with a term, up to
 * PRODUCT_SEARCH.termCountCap when that is lower) and flagged as lower bounds beyond. A first page counts at once
 * (its plan uses the count); a page after a cursor counts only when `summary` is called, and is found as the pages
 * before it were (the cursor says how).
 */
export async function searchProducts(db: Db, parameters: readonly SearchParameter[], countCap: number) {
  const criteria = await parseProductSearch(db, parameters)
  const cap = criteria.search ? Math.min(countCap, PRODUCT_SEARCH.termCountCap) : countCap
  let counts: Promise<SearchCounts> | undefined
  const countsOnce = () => (counts ??= searchCounts(db, criteria, cap))
  const page = await searchProductPage(db, criteria, criteria.after ? undefined : await countsOnce())
  const last = page.products.at(-1)
  let summary: Promise<ProductSearchSummary> | undefined
  return {
    products: page.products,
    nextCursor: page.more && last ? productCursor({ id: last.id, walksSortOrder: page.walksSortOrder }) : null,
    summary: () => (summary ??= searchSummary(countsOnce(), db, criteria)),
  }
}

/** A search's page as the resolvers get it. */
export type ProductSearchModel = Awaited<ReturnType<typeof searchProducts>>

/** The product with this id (archived ones too); undefined for an unknown or malformed id. */
export const productById = (db: Db, id: string): Promise<ProductModel | undefined> => findProductById(db, id)

/** These products, by name. */
export const productsByIds = (db: Db, ids: readonly string[]): Promise<ProductModel[]> => findProductsByIds(db, ids)
