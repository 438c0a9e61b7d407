const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const date = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' })

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** $ and two decimals. */
export const formatMoney = (amount: number) => currency.format(amount)
/** en-US date. */
export const formatDate = (iso: string) => date.format(new Date(iso))
/** Short month, day and year with hours and minutes (spec part 2 §9). */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso))

/** A count as a list says it: "10,000+" when counting stopped at that cap and there are more. */
export const formatCount = (count: number, isLowerBound: boolean) =>
  `${count.toLocaleString('en-US')}${isLowerBound ? '+' : ''}`

/** "1 order", "1,500 orders", "10,000+ orders": the count with separators and the noun in its right number. */
export const countText = (count: number, isLowerBound: boolean, singular: string, plural = `${singular}s`) =>
  `${formatCount(count, isLowerBound)} ${count === 1 && !isLowerBound ? singular : plural}`
