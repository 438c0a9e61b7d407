/** Order ids are PostgreSQL integers. */
const MAX_ORDER_ID = 2_147_483_647

/** The order id a GraphQL ID names, or undefined when it cannot be one. */
export function parseOrderId(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined
  const id = Number(text)
  return id >= 1 && id <= MAX_ORDER_ID ? id : undefined
}

/**
 * The id ranges whose decimal form starts with `digits` ("123": 123, 1230–1239, 12300–12399, …), so a prefix search
 * is a few primary-key range scans rather than a scan of every id as text.
 */
export function orderIdPrefixRanges(digits: string): [number, number][] {
  const prefix = parseOrderId(digits)
  if (prefix === undefined || digits.startsWith('0')) return []
  const ranges: [number, number][] = []
  for (let scale = 1; prefix * scale <= MAX_ORDER_ID; scale *= 10) {
    ranges.push([prefix * scale, Math.min(prefix * scale + scale - 1, MAX_ORDER_ID)])
  }
  return ranges
}
