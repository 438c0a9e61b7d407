import { describe, expect, it } from 'vitest'
import { productFilterParameters, productSearchParameters } from '@/shared/product-search-parameters'
import type { SearchParameter } from '@/shared/search-parameters'

/** Parameters as `key=value` text, for short expectations. */
const encoded = (parameters: SearchParameter[]) => parameters.map(({ key, value }) => `${key}=${value.join('|')}`)

describe('searchProducts parameters, encoded in one place (the product list and the order product picker)', () => {
  it("encodes the list's URL state: page size, sort as the server names it, paging, term and filters", () => {
    const search = { q: ' bolt ', category: ['7', '9'], status: ['ACTIVE'], sort: 'created', dir: 'desc' } as const
    expect(encoded(productSearchParameters(search, { skip: 15, after: 'c1' }))).toEqual(
      ['PageSize=15', 'SortBy=createdAt', 'SortOrder=desc', 'Skip=15', 'After=c1'].concat([
        'Search=bolt',
        'category=7|9',
        'status=ACTIVE',
      ]),
    )
  })

  it("encodes the picker's term with its own page size, by name A to Z, after the page before", () => {
    expect(encoded(productSearchParameters({ q: 'nut' }, { skip: 0, after: 'c2' }, 20))).toEqual([
      'PageSize=20',
      'SortBy=name',
      'SortOrder=asc',
      'Skip=0',
      'After=c2',
      'Search=nut',
    ])
    expect(productFilterParameters({})).toEqual([])
  })
})
