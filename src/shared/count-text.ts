/**
 * How the app writes a count, on every screen and in every message of the server: thousands separated (1,500), and
 * "10,000+" when counting stopped at that cap and there are more.
 */
export const formatCount = (count: number, isLowerBound = false) =>
  `${count.toLocaleString('en-US')}${isLowerBound ? '+' : ''}`

/** The noun for a count: the singular for exactly one, else the plural. */
export const nounFor = (count: number, singular: string, plural = `${singular}s`, isLowerBound = false) =>
  count === 1 && !isLowerBound ? singular : plural

/** "1 order", "1,500 orders", "10,000+ orders": the count and the noun in its right number. */
export const countOf = (count: number, singular: string, plural = `${singular}s`, isLowerBound = false) =>
  `${formatCount(count, isLowerBound)} ${nounFor(count, singular, plural, isLowerBound)}`
