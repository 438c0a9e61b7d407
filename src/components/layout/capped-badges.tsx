import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'

/** Spec part 2 §9: at most two badges, then '+N more'. */
const VISIBLE_BADGES = 2

export interface BadgeItem {
  key: string
  label: string
  className?: string
}

export function CappedBadges({
  items,
  label,
  empty = '—',
}: {
  items: readonly BadgeItem[]
  label: string
  empty?: string
}) {
  if (items.length === 0) return <span className="text-muted-foreground">{empty}</span>
  const hidden = items.slice(VISIBLE_BADGES)
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1">
      {items.slice(0, VISIBLE_BADGES).map((item) => (
        <li key={item.key}>
          <Badge variant="outline" className={cn('font-normal', item.className)}>
            {item.label}
          </Badge>
        </li>
      ))}
      {hidden.length > 0 && (
        <li>
          <Badge variant="secondary" className="font-normal" title={hidden.map((item) => item.label).join(', ')}>
            +{hidden.length} more
          </Badge>
        </li>
      )}
    </ul>
  )
}
