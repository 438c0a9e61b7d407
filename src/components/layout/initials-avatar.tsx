import { cn } from '@/lib/cn'
import { initials } from '@/shared/names'

const HUES = [210, 150, 280, 20, 330, 100, 250, 180]

/** A coloured circle with the name's initials, drawn locally: no third-party avatar service sees staff names. */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  const hue = HUES[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % HUES.length]
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold text-white select-none',
        className,
      )}
      style={{ backgroundColor: `oklch(0.45 0.12 ${hue})` }}
    >
      {initials(name)}
    </span>
  )
}
