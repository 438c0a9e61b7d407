import { cn } from '@/lib/cn'

/** A thin bar filled to `percent`: a meter for a level, or a progressbar for work under way. */
export function Bar({
  role,
  label,
  value,
  max,
  valueText,
  percent,
  className,
  fillClassName,
}: {
  role: 'meter' | 'progressbar'
  label: string
  value: number
  max: number
  valueText: string
  percent: number
  /** The track's colour. */
  className: string
  /** The fill's colour (and transition). */
  fillClassName: string
}) {
  return (
    <div
      role={role}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('h-2 overflow-hidden rounded-full', className)}
    >
      <div className={cn('h-full', fillClassName)} style={{ width: `${percent}%` }} />
    </div>
  )
}
