import { cn } from '@/lib/cn'
import { PERMISSION_LEVELS, PERMISSION_NAMES, type PermissionLevel } from '@/shared/permissions'
import { PERMISSION_BADGE_CLASSES } from '../permission-style'

/** View, Create, Edit and Delete as buttons; a level includes the ones below it, so those show as on too. */
export function PermissionLevelButtons({
  roleName,
  level,
  disabled,
  allowed = PERMISSION_LEVELS,
  onClick,
}: {
  roleName: string
  /** 0 when the role is not held. */
  level: number
  disabled?: boolean
  /** The levels the signed-in user may set (the grant ceiling); the others are shown but cannot be chosen. */
  allowed?: readonly PermissionLevel[]
  onClick: (level: PermissionLevel) => void
}) {
  return (
    <div role="group" aria-label={`Permission level of ${roleName}`} className="flex flex-wrap gap-1">
      {PERMISSION_LEVELS.map((candidate) => {
        const name = PERMISSION_NAMES[candidate]
        const on = candidate <= level
        return (
          <button
            key={candidate}
            type="button"
            disabled={disabled || !allowed.includes(candidate)}
            aria-pressed={on}
            aria-label={`${name} (${candidate}) for ${roleName}`}
            onClick={() => onClick(candidate)}
            className={cn(
              'rounded-md border px-2 py-0.5 text-xs font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring disabled:cursor-not-allowed',
              on ? PERMISSION_BADGE_CLASSES[name] : 'border-input text-muted-foreground hover:bg-accent',
              disabled && 'opacity-80',
            )}
          >
            {name}
          </button>
        )
      })}
    </div>
  )
}
