import { Link, type LinkProps } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'
import ArrowDownRight from 'lucide-react/icons/arrow-down-right'
import ArrowUpRight from 'lucide-react/icons/arrow-up-right'
import Minus from 'lucide-react/icons/minus'
import Sparkles from 'lucide-react/icons/sparkles'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { ChangeDirection, StatFigurePartsFragment } from '@/gql/graphql'
import { cn } from '@/lib/cn'

const CHANGE: Record<ChangeDirection, { icon: LucideIcon; tone: string; word: string }> = {
  UP: { icon: ArrowUpRight, tone: 'text-success', word: 'Up' },
  DOWN: { icon: ArrowDownRight, tone: 'text-destructive', word: 'Down' },
  FLAT: { icon: Minus, tone: 'text-muted-foreground', word: 'No change' },
  NEW: { icon: Sparkles, tone: 'text-success', word: 'New' },
}

/** "Up 12.5%" / "Down 3%" / "No change" / "New": the arrow, the sign and the word carry it, not the colour alone. */
function changeText(figure: StatFigurePartsFragment): string {
  const { word } = CHANGE[figure.direction]
  if (figure.changePercent === null || figure.direction === 'FLAT') return word
  return `${word} ${Math.abs(figure.changePercent).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`
}

export function StatCard({
  title,
  icon: Icon,
  figure,
  format,
  days,
  link,
  comparisonNote,
}: {
  title: string
  icon: LucideIcon
  figure: StatFigurePartsFragment
  format: (value: number) => string
  days: number
  /** The list behind the figure, when the user may open it: the whole card leads there. */
  link?: { to: LinkProps['to']; search?: LinkProps['search']; description: string }
  /** What the comparison leaves unsaid, e.g. "no orders before Sep 4, 2026". */
  comparisonNote?: string
}) {
  const change = CHANGE[figure.direction]
  const ChangeIcon = change.icon
  return (
    <Card
      className={cn(
        'relative gap-3 py-5',
        link && 'transition-colors focus-within:ring-[3px] focus-within:ring-ring hover:bg-accent/50',
      )}
    >
      <CardHeader className="flex-row items-center justify-between gap-2 px-5">
        <CardTitle className="text-sm font-medium text-muted-foreground">
          {link ? (
            // The link's box covers the card, so the whole card can be clicked.
            <Link
              to={link.to}
              search={link.search}
              aria-label={`${title}: ${link.description}`}
              className="outline-none after:absolute after:inset-0"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </CardTitle>
        <Icon aria-hidden className="size-4 text-muted-foreground" />
      </CardHeader>
      <CardContent className="px-5">
        <p className="text-2xl font-bold tabular-nums" data-testid="stat-value">
          {format(figure.value)}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
          <span className={cn('inline-flex items-center gap-0.5 font-medium', change.tone)}>
            <ChangeIcon aria-hidden className="size-3.5" />
            {changeText(figure)}
          </span>
          <span>
            vs previous {days} days ({format(figure.previous)}){comparisonNote && `; ${comparisonNote}`}
          </span>
        </p>
      </CardContent>
    </Card>
  )
}
