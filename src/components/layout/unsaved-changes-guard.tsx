import { useBlocker } from '@tanstack/react-router'
import { useCallback, useRef, type ReactNode } from 'react'
import { ConfirmDialog } from '@/components/layout/confirm-dialog'

/**
 * Asks before leaving a form with unsaved edits: in our dialog for navigation inside the app, with the browser's own
 * prompt when the tab is closed or reloaded. `release()` lets the next navigation through (the one after a save,
 * before the form has caught up with its saved state).
 */
export function useUnsavedChangesGuard(dirty: boolean): { release: () => void; dialog: ReactNode } {
  const released = useRef(false)
  const shouldBlock = useCallback(() => dirty && !released.current, [dirty])
  const blocker = useBlocker({ shouldBlockFn: shouldBlock, enableBeforeUnload: shouldBlock, withResolver: true })
  const release = useCallback(() => {
    released.current = true
  }, [])
  const dialog = (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="Leave without saving?"
      description="You have unsaved changes. If you leave this page, they will be lost."
      cancelLabel="Stay on Page"
      confirmLabel="Leave Page"
      pendingLabel="Leave Page"
      destructive
      pending={false}
      error={null}
      onConfirm={() => blocker.proceed?.()}
    />
  )
  return { release, dialog }
}
