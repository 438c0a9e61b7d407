import type { Db } from '@/server/db/client'
import { badInput } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import {
  categoriesByName,
  findCategoriesByIdOrName,
  findProductById,
  searchProductPage,
  type ProductCriteria,
  type ProductModel,
} from '@/server/repositories/product-repository'
import { searchCounts } from '@/server/repositories/product-counts-repository'
import { parsePaging } from '@/server/services/search-paging'
import { PRODUCT_SEARCH, PRODUCT_STATUSES, PRODUCT_STATUS_LABELS, type ProductSortField } from '@/shared/product-rules'
import { filterParameters, firstValue, SearchParametersSchema, type SearchParameter } from '@/shared/search-parameters'

const RESERVED = [
  PRODUCT_SEARCH.pageSizeKey,
  PRODUCT_SEARCH.skipKey,
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

/**
 * A page of products with its total and facet counts. A facet leaves out its own filter, so its counts show what
 * choosing a value would give. Counts are exact up to `countCap` matches and flagged as lower bounds beyond.
 */
export async function searchProducts(db: Db, parameters: readonly SearchParameter[], countCap: number) {
  const criteria = await parseProductSearch(db, parameters)
  const [counts, allCategories] = await Promise.all([searchCounts(db, criteria, countCap), categoriesByName(db)])
  const products = await searchProductPage(db, criteria, counts)
  return {
    products,
    pagination: {
      totalCount: counts.totalCount,
      totalCountIsLowerBound: counts.totalIsLowerBound,
      skip: criteria.skip,
      pageSize: criteria.pageSize,
    },
    filters: [
      {
        key: 'category',
        countsAreLowerBounds: counts.facetsAreLowerBounds,
        value: allCategories.map((category) => ({
          partId: String(category.id),
          name: category.name,
          description: category.description,
          subCategory: null,
          count: counts.categoryCounts.get(category.id) ?? 0,
        })),
      },
      {
        key: 'status',
        countsAreLowerBounds: counts.facetsAreLowerBounds,
        value: PRODUCT_STATUSES.map((status) => ({
          partId: status,
          name: PRODUCT_STATUS_LABELS[status],
          description: null,
          subCategory: null,
          count: counts.statusCounts.get(status) ?? 0,
        })),
      },
    ],
  }
}

/** The product with this id (archived ones too); undefined for an unknown or malformed id. */
export const productById = (db: Db, id: string): Promise<ProductModel | undefined> => findProductById(db, id)
