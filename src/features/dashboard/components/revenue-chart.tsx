import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { GetDashboardQuery } from '@/gql/graphql'
import { formatMoney } from '@/lib/format'

type Day = GetDashboardQuery['dashboard']['revenueByDay'][number]

const HEIGHT = 160
const BAR_GAP = 0.2
const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const longDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const formatDay = (date: string, format = dayLabel) => format.format(new Date(`${date}T00:00:00Z`))

/** Above the bar, kept inside the chart near its edges. */
function tooltipPlacement(at: number) {
  const shift = at < 0.25 ? '-15%' : at > 0.75 ? '-85%' : '-50%'
  return { left: `${at * 100}%`, transform: `translate(${shift}, -100%)` }
}

/** Hand-drawn SVG bars of revenue per day, with a tooltip for the pointer and for the arrow keys. */
export function RevenueChart({ days }: { days: Day[] }) {
  const [active, setActive] = useState<number | null>(null)
  const tooltipId = useId()
  const max = Math.max(...days.map((day) => day.revenue), 0)
  const total = days.reduce((sum, day) => sum + Math.round(day.revenue * 100), 0) / 100
  const first = days[0]
  const last = days.at(-1)
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

  if (!first || !last) return null
  return (
    <div>
      <div
        role="group"
        tabIndex={0}
        aria-label={`Revenue per day, ${formatDay(first.date, longDay)} to ${formatDay(last.date, longDay)}: ${formatMoney(total)} in all. Use the left and right arrow keys to read each day.`}
        aria-describedby={tooltipId}
        onKeyDown={onKeyDown}
        onFocus={() => setActive((index) => index ?? days.length - 1)}
        onBlur={() => setActive(null)}
        className="relative rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        <div className="flex gap-2">
          <div
            aria-hidden
            className="flex w-16 shrink-0 flex-col justify-between text-right text-xs text-muted-foreground tabular-nums"
            style={{ height: HEIGHT }}
          >
            <span>{formatMoney(max)}</span>
            <span>{formatMoney(0)}</span>
          </div>
          <div className="relative min-w-0 flex-1">
            <svg
              aria-hidden
              width="100%"
              height={HEIGHT}
              viewBox={`0 0 ${days.length} ${HEIGHT}`}
              preserveAspectRatio="none"
              className="block touch-none overflow-visible"
              onPointerMove={onPointerMove}
              onPointerLeave={() => setActive(null)}
            >
              <line x1={0} x2={days.length} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-border" />
              {days.map((day, index) => {
                const height = max > 0 ? (day.revenue / max) * (HEIGHT - 4) : 0
                return (
                  <rect
                    key={day.date}
                    x={index + BAR_GAP / 2}
                    width={1 - BAR_GAP}
                    y={HEIGHT - height}
                    height={height}
                    className={index === active ? 'fill-ring' : 'fill-primary/80'}
                  />
                )
              })}
            </svg>
            {shown && active !== null && (
              <div
                className="pointer-events-none absolute -top-2 z-10 rounded-md border bg-popover px-2.5 py-1.5 text-xs whitespace-nowrap text-popover-foreground shadow-md"
                style={tooltipPlacement((active + 0.5) / days.length)}
              >
                <p className="font-medium">{formatDay(shown.date, longDay)}</p>
                <p>
                  {formatMoney(shown.revenue)} · {shown.orders} {shown.orders === 1 ? 'order' : 'orders'}
                </p>
              </div>
            )}
          </div>
        </div>
        <div aria-hidden className="mt-1 ml-18 flex justify-between text-xs text-muted-foreground">
          <span>{formatDay(first.date)}</span>
          <span>{formatDay(last.date)}</span>
        </div>
        <p id={tooltipId} role="status" className="sr-only">
          {shown
            ? `${formatDay(shown.date, longDay)}: ${formatMoney(shown.revenue)}, ${shown.orders} ${shown.orders === 1 ? 'order' : 'orders'}`
            : ''}
        </p>
      </div>
      <table className="sr-only">
        <caption>Revenue and orders per day</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Revenue</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date, longDay)}</th>
              <td>{formatMoney(day.revenue)}</td>
              <td>{day.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
