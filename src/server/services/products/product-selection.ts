import { z } from 'zod/mini'
import type { Db } from '@/server/db/client'
import { parseInput } from '@/server/parse-input'
import { productIdsMatching } from '@/server/repositories/product-repository'
import { isUuid } from '@/server/repositories/uuid'
import { parseProductSearch } from '@/server/services/products/product-search'
import { bulkSelectionSchema, type BulkSelection } from '@/shared/bulk-selection'
import { SearchParametersSchema, type SearchParameter } from '@/shared/search-parameters'

const ProductSelectionSchema = bulkSelectionSchema('Product', z.object({ parameters: SearchParametersSchema }))

export type ProductSelection = BulkSelection<{ parameters: readonly SearchParameter[] }>

/** The products a bulk action means: the ids given, or every product the search matches but the excepted ones. */
export async function selectedProductIds(db: Db, selection: ProductSelection): Promise<string[]> {
  const { ids, matching } = parseInput(ProductSelectionSchema, selection, 'Invalid selection')
  if (!matching) return [...new Set(ids)].filter(isUuid)
  const criteria = await parseProductSearch(db, matching.filter.parameters)
  return productIdsMatching(db, criteria, matching.exceptIds.filter(isUuid))
}
