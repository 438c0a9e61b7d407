import CircleAlert from 'lucide-react/icons/circle-exclamation-point'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/** A line above a screen's content telling the user something about what they are looking at. */
export function NoticeBanner({
  tone,
  icon,
  children,
}: {
  tone: 'info' | 'warning'
  icon: ReactNode
  children: ReactNode
}) {
  return (
    <div
      role="status"
      className={cn(
        'mb-4 flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm',
        tone === 'warning'
          ? 'border-amber-500/50 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100'
          : 'bg-muted/50',
      )}
    >
      {icon}
      {children}
    </div>
  )
}

/** The banner below, which a disabled Save names as the reason it is disabled (aria-describedby). */
export const CHANGED_ELSEWHERE_ID = 'changed-elsewhere'

/**
 * Someone else saved the record being edited: saving would be refused (CONFLICT) until the user reloads it, so the
 * screen's Save is disabled and points here.
 */
export function ChangedElsewhereBanner({ subject, onReload }: { subject: 'order' | 'product'; onReload: () => void }) {
  return (
    <NoticeBanner tone="warning" icon={<CircleAlert aria-hidden className="size-4" />}>
      <span id={CHANGED_ELSEWHERE_ID} className="flex-1">
        Someone else changed this {subject} while you were editing. It cannot be saved over their changes: reload it to
        see them, then make your changes again.
      </span>
      <Button type="button" size="sm" variant="outline" onClick={onReload}>
        Reload {subject}
      </Button>
    </NoticeBanner>
  )
}
