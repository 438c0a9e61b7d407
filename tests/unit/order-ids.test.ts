import { describe, expect, it } from 'vitest'
import { orderIdPrefixRanges, parseOrderId } from '@/server/repositories/order-ids'

describe('order ids', () => {
  it('reads a GraphQL ID as an order id only when it can be one', () => {
    expect(parseOrderId('10023')).toBe(10023)
    expect(parseOrderId('2147483647')).toBe(2147483647)
    for (const text of ['0', '2147483648', '-1', '1e3', '10 23', '', '#10023', 'abc']) {
      expect(parseOrderId(text), text).toBeUndefined()
    }
  })

  it('turns an id prefix into the id ranges that start with it, up to the largest id', () => {
    const ranges = orderIdPrefixRanges('1002')
    expect(ranges.slice(0, 3)).toEqual([
      [1002, 1002],
      [10020, 10029],
      [100200, 100299],
    ])
    expect(ranges.at(-1)).toEqual([1002000000, 1002999999])
    expect(orderIdPrefixRanges('2').at(-1)).toEqual([2000000000, 2147483647])
    expect(orderIdPrefixRanges('2147483647')).toEqual([[2147483647, 2147483647]])
  })

  it('has no ranges for text that no id starts with', () => {
    for (const text of ['0', '0123', '3000000000', 'smith', '10-23']) {
      expect(orderIdPrefixRanges(text), text).toEqual([])
    }
  })
})
