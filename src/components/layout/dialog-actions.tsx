import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { ActionError } from './action-error'

/** A dialog's last row: why its action failed (if it did), Cancel (held while the action runs) and the action. */
export function DialogActions({
  error,
  pending,
  onCancel,
  children,
}: {
  error: unknown
  pending: boolean
  onCancel: () => void
  /** The action button(s). */
  children: ReactNode
}) {
  return (
    <>
      <ActionError error={error} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        {children}
      </DialogFooter>
    </>
  )
}
