import type { UseMutationResult } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { Button } from '@/components/ui/button'
import type { OrderDetailFragment } from '@/gql/graphql'

/** A header button that asks first, runs one order change, and reports the server's refusal inside the dialog. */
export function OrderActionButton({
  label,
  icon,
  variant = 'outline',
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  failure,
  mutation,
  onDone,
  onOpen,
  children,
}: {
  label: string
  icon: ReactNode
  variant?: 'outline' | 'default' | 'destructive'
  title: string
  description: string
  confirmLabel: string
  pendingLabel: string
  cancelLabel?: string
  failure: string
  mutation: UseMutationResult<OrderDetailFragment, Error, void>
  onDone?: (order: OrderDetailFragment) => void
  /** Runs as the dialog opens: to reset what `children` asks. */
  onOpen?: () => void
  /** What the dialog asks beside the question (sent by `mutation`). */
  children?: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const confirm = async () => {
    const order = await mutation.mutateAsync().catch(() => null)
    if (!order) return
    setOpen(false)
    onDone?.(order)
  }
  return (
    <>
      <Button
        variant={variant}
        onClick={() => {
          mutation.reset()
          onOpen?.()
          setOpen(true)
        }}
      >
        {icon} {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        pendingLabel={pendingLabel}
        cancelLabel={cancelLabel}
        destructive={variant === 'destructive'}
        pending={mutation.isPending}
        error={mutation.isError ? mutation.error.message || failure : null}
        onConfirm={() => void confirm()}
      >
        {children}
      </ConfirmDialog>
    </>
  )
}
