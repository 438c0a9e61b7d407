import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { RevenuePointPartsFragment } from '@/gql/graphql'
import { countOf } from '@/shared/count-text'
import { formatMoney, fromCents, toCents } from '@/shared/money'

type Day = RevenuePointPartsFragment

const HEIGHT = 160
const BAR_GAP = 0.2
const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const longDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const compactMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
})
const formatDay = (date: string, format = dayLabel) => format.format(new Date(`${date}T00:00:00Z`))
const ordersText = (count: number) => countOf(count, 'order')
const sum = (days: Day[]) => fromCents(days.reduce((total, day) => total + toCents(day.revenue), 0))
const span = (days: Day[]) => `${formatDay(days[0]!.date)} – ${formatDay(days.at(-1)!.date)}`

/** Above the bar, kept inside the chart near its edges. */
function tooltipPlacement(at: number) {
  const shift = at < 0.25 ? '-15%' : at > 0.75 ? '-85%' : '-50%'
  return { left: `${at * 100}%`, transform: `translate(${shift}, -100%)` }
}

/** What the tooltip and the screen reader say about one day and the day it is set beside. */
function dayText(day: Day, before: Day | undefined) {
  const now = `${formatDay(day.date, longDay)}: ${formatMoney(day.revenue)}, ${ordersText(day.orders)}`
  return before ? `${now}; previous period, ${formatDay(before.date)}: ${formatMoney(before.revenue)}` : now
}

/**
 * Hand-drawn SVG bars of revenue per day with the previous period as a dashed line over them (day i beside day i),
 * labelled axes, and a tooltip for the pointer and for the arrow keys.
 */
export function RevenueChart({ days, previous }: { days: Day[]; previous: Day[] }) {
  const [active, setActive] = useState<number | null>(null)
  const tooltipId = useId()
  const max = Math.max(...days.map((day) => day.revenue), ...previous.map((day) => day.revenue), 0)
  const y = (revenue: number) => (max > 0 ? HEIGHT - (revenue / max) * (HEIGHT - 4) : HEIGHT)
  const first = days[0]
  const last = days.at(-1)
  const middle = days[Math.floor(days.length / 2)]
  const shown = active === null ? undefined : days[active]

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const index = Math.floor(((event.clientX - box.left) / box.width) * days.length)
    setActive(Math.min(days.length - 1, Math.max(0, index)))
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, (index: number) => number> = {
      ArrowRight: (index) => index + 1,
      ArrowLeft: (index) => index - 1,
      Home: () => 0,
      End: () => days.length - 1,
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    setActive((index) => Math.min(days.length - 1, Math.max(0, move(index ?? days.length))))
  }

  if (!first || !last || !middle) return null
  const previousLabel = previous.length > 0 ? `; previous period ${formatMoney(sum(previous))}` : ''
  return (
    <div>
      <ul className="mb-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="size-2.5 rounded-sm bg-primary/80" />
          This period ({span(days)}): {formatMoney(sum(days))}
        </li>
        {previous.length > 0 && (
          <li className="flex items-center gap-1.5">
            <span aria-hidden className="w-4 border-t-2 border-dashed border-muted-foreground" />
            Previous period ({span(previous)}): {formatMoney(sum(previous))}
          </li>
        )}
      </ul>
      <div
        role="group"
        tabIndex={0}
        aria-label={`Revenue per day, ${formatDay(first.date, longDay)} to ${formatDay(last.date, longDay)}: ${formatMoney(sum(days))} in all${previousLabel}. Use the left and right arrow keys to read each day.`}
        aria-describedby={tooltipId}
        onKeyDown={onKeyDown}
        onFocus={() => setActive((index) => index ?? days.length - 1)}
        onBlur={() => setActive(null)}
        className="relative rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        <div aria-hidden className="flex gap-2">
          <span className="w-4 shrink-0 self-center text-xs text-muted-foreground [writing-mode:vertical-rl] rotate-180">
            Revenue
          </span>
          <div
            className="flex w-14 shrink-0 flex-col justify-between text-right text-xs text-muted-foreground tabular-nums"
            style={{ height: HEIGHT }}
          >
            <span>{compactMoney.format(max)}</span>
            <span>{compactMoney.format(max / 2)}</span>
            <span>{compactMoney.format(0)}</span>
          </div>
          <div className="relative min-w-0 flex-1">
            <svg
              width="100%"
              height={HEIGHT}
              viewBox={`0 0 ${days.length} ${HEIGHT}`}
              preserveAspectRatio="none"
              className="block touch-none overflow-visible"
              onPointerMove={onPointerMove}
              onPointerLeave={() => setActive(null)}
            >
              {[HEIGHT / 2 + 2, 4].map((gridY) => (
                <line
                  key={gridY}
                  x1={0}
                  x2={days.length}
                  y1={gridY}
                  y2={gridY}
                  vectorEffect="non-scaling-stroke"
                  strokeDasharray="2 4"
                  className="stroke-border"
                />
              ))}
              <line x1={0} x2={days.length} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-border" />
              {days.map((day, index) => (
                <rect
                  key={day.date}
                  x={index + BAR_GAP / 2}
                  width={1 - BAR_GAP}
                  y={y(day.revenue)}
                  height={HEIGHT - y(day.revenue)}
                  className={index === active ? 'fill-ring' : 'fill-primary/80'}
                />
              ))}
              {previous.length > 0 && (
                <polyline
                  data-testid="previous-period-line"
                  points={previous.map((day, index) => `${index + 0.5},${y(day.revenue)}`).join(' ')}
                  fill="none"
                  vectorEffect="non-scaling-stroke"
                  strokeWidth={2}
                  strokeDasharray="5 4"
                  strokeLinejoin="round"
                  className="stroke-muted-foreground"
                />
              )}
            </svg>
            {shown && active !== null && (
              <div
                className="pointer-events-none absolute -top-2 z-10 rounded-md border bg-popover px-2.5 py-1.5 text-xs whitespace-nowrap text-popover-foreground shadow-md"
                style={tooltipPlacement((active + 0.5) / days.length)}
              >
                <p className="font-medium">{formatDay(shown.date, longDay)}</p>
                <p>
                  {formatMoney(shown.revenue)} · {ordersText(shown.orders)}
                </p>
                {previous[active] && (
                  <p className="text-muted-foreground">
                    Previous ({formatDay(previous[active].date)}): {formatMoney(previous[active].revenue)}
                  </p>
                )}
              </div>
            )}
          </div>
        </div>
        <div aria-hidden className="mt-1 ml-24 flex justify-between text-xs text-muted-foreground">
          <span>{formatDay(first.date)}</span>
          <span>{formatDay(middle.date)}</span>
          <span>{formatDay(last.date)}</span>
        </div>
        <p aria-hidden className="mt-0.5 ml-24 text-center text-xs text-muted-foreground">
          Day (UTC)
        </p>
        <p id={tooltipId} role="status" className="sr-only">
          {shown && active !== null ? dayText(shown, previous[active]) : ''}
        </p>
      </div>
      {/* In a box of its own: a table ignores sr-only's 1 px size and overflow, and 90 rows stretched the page. */}
      <div className="sr-only">
        <table>
          <caption>Revenue and orders per day, with the previous period's day beside each</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Revenue</th>
              <th scope="col">Orders</th>
              <th scope="col">Previous period</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date, longDay)}</th>
                <td>{formatMoney(day.revenue)}</td>
                <td>{day.orders}</td>
                <td>
                  {previous[index] ? `${formatDay(previous[index].date)}: ${formatMoney(previous[index].revenue)}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
