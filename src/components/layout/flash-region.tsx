import { CheckCircle2, CircleAlert, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { dismissFlash, useFlash } from '@/lib/flash'

/** The one place flash messages appear: a polite live region at the bottom of the screen. */
export function FlashRegion() {
  const flash = useFlash()
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {flash && (
        <div
          key={flash.id}
          className={cn(
            'pointer-events-auto flex max-w-md items-center gap-2 rounded-md border bg-background py-2 pr-1 pl-3 text-sm shadow-lg',
            flash.tone === 'success' ? 'border-green-600/40' : 'border-destructive/50',
          )}
        >
          {flash.tone === 'success' ? (
            <CheckCircle2 aria-hidden className="size-4 shrink-0 text-green-600 dark:text-green-400" />
          ) : (
            <CircleAlert aria-hidden className="size-4 shrink-0 text-destructive" />
          )}
          <span>{flash.message}</span>
          <Button variant="ghost" size="icon" className="size-7" aria-label="Dismiss" onClick={dismissFlash}>
            <X aria-hidden />
          </Button>
        </div>
      )}
    </div>
  )
}
