import { describe, expect, it } from 'vitest'
import { parsePaging } from '@/server/services/shared/search-paging'
import { PagingSchema } from '@/shared/inventory-schemas'
import { ORDER_PAGE_SIZES, ORDER_SEARCH } from '@/shared/order-search'
import { MAX_PAGE_SIZE } from '@/shared/page-size'
import { ArchivedProductsQuerySchema } from '@/shared/product-schemas'
import { PRODUCT_SEARCH } from '@/shared/product-rules'
import { UserFilterSchema } from '@/shared/user-schemas'

describe('one page-size rule', () => {
  it('every list serves MAX_PAGE_SIZE rows a page and refuses one more', () => {
    const accepts = (size: number) => [
      PagingSchema.safeParse({ pageSize: size }).success,
      ArchivedProductsQuerySchema.safeParse({ pageSize: size }).success,
      UserFilterSchema.safeParse({ limit: size }).success,
    ]
    expect(accepts(MAX_PAGE_SIZE)).toEqual([true, true, true])
    expect(accepts(MAX_PAGE_SIZE + 1)).toEqual([false, false, false])
    for (const keys of [PRODUCT_SEARCH, ORDER_SEARCH]) {
      const paging = (size: number) => parsePaging([{ key: keys.pageSizeKey, value: [String(size)] }], keys)
      expect(paging(MAX_PAGE_SIZE).pageSize).toBe(MAX_PAGE_SIZE)
      expect(() => paging(MAX_PAGE_SIZE + 1)).toThrow()
    }
  })

  it('the orders list offers the longest page as its last choice', () => {
    expect(ORDER_PAGE_SIZES.at(-1)).toBe(MAX_PAGE_SIZE)
  })
})
