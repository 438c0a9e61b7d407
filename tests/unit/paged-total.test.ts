import { describe, expect, it } from 'vitest'
import { pagedTotal, pagesOf } from '@/lib/paged-total'

const page = (skip: number, totalCount: number, totalCountIsLowerBound: boolean) => ({
  skip,
  pageSize: 20,
  totalCount,
  totalCountIsLowerBound,
})

describe('a paged list total', () => {
  it('is the server count when it is exact', () => {
    const total = pagedTotal(page(20, 1500, false), 20)
    expect(total).toEqual({ count: 1500, label: '1,500', more: false })
    expect(pagesOf(total, 2, 20)).toBe(75)
  })

  it('says "10,000+" past the cap and offers the page after the one shown', () => {
    const first = pagedTotal(page(0, 10_000, true), 20)
    expect(first).toEqual({ count: 10_000, label: '10,000+', more: true })
    expect(pagesOf(first, 1, 20)).toBe(500)
    const deep = pagedTotal(page(10_000, 10_000, true), 20)
    expect(deep).toMatchObject({ count: 10_020, label: '10,020+', more: true })
    expect(pagesOf(deep, 501, 20)).toBe(502)
  })

  it('becomes exact on the short page that ends a capped result', () => {
    const last = pagedTotal(page(10_020, 10_000, true), 7)
    expect(last).toEqual({ count: 10_027, label: '10,027', more: false })
    expect(pagesOf(last, 502, 20)).toBe(502)
  })

  it('stays a lower bound on an empty page past the end, with no page after it', () => {
    const beyond = pagedTotal(page(40_000, 10_000, true), 0)
    expect(beyond).toEqual({ count: 10_000, label: '10,000+', more: false })
    expect(pagesOf(beyond, 2001, 20)).toBe(500)
  })
})
