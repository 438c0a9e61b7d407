import CheckCircle2 from 'lucide-react/icons/circle-check'
import CircleAlert from 'lucide-react/icons/circle-exclamation-point'
import type { CSSProperties, FocusEvent } from 'react'
import { Toaster as Sonner } from 'sonner'
import { useTheme } from '@/lib/theme'

/** Sonner's colours, taken from ours so that the messages follow the theme. */
const TOKENS = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
} as CSSProperties

/**
 * Sonner holds its timers while the pointer is over the messages; this holds them while focus is in them too
 * (WCAG 2.2.2), by telling the list the same thing the pointer would.
 */
function holdWhileFocused(event: FocusEvent<HTMLDivElement>, entering: boolean) {
  const list = (event.target as Element).closest('[data-sonner-toaster]')
  if (!list || (!entering && list.contains(event.relatedTarget as Node | null))) return
  list.dispatchEvent(new MouseEvent(entering ? 'mouseover' : 'mouseout', { bubbles: true }))
}

/**
 * The one place messages appear: several at once, newest in front, in a polite live region. Alt+T moves focus to
 * them (and holds them), Tab reaches their Undo and close buttons, Esc returns.
 */
export default function Toaster() {
  const { theme } = useTheme()
  return (
    <div
      className="contents"
      onFocus={(event) => holdWhileFocused(event, true)}
      onBlur={(event) => holdWhileFocused(event, false)}
    >
      <Sonner
        theme={theme}
        position="bottom-right"
        duration={5000}
        visibleToasts={4}
        closeButton
        style={TOKENS}
        icons={{
          success: <CheckCircle2 aria-hidden className="size-4 text-success" />,
          error: <CircleAlert aria-hidden className="size-4 text-destructive" />,
        }}
        toastOptions={{
          classNames: {
            toast: 'font-sans! text-sm!',
            actionButton: 'h-7! px-3! text-sm! focus-visible:ring-[3px]! focus-visible:ring-ring!',
            closeButton: 'focus-visible:ring-[3px]! focus-visible:ring-ring!',
          },
        }}
      />
    </div>
  )
}
