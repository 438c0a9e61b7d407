import { DeactivateSelectedDialog } from '@/components/layout/deactivate-selected-dialog'
import type { ExportSelectedCustomersQueryVariables } from '@/gql/graphql'
import { useSetCustomersActive } from '../queries'

/** Deactivate Selected: the chosen customers' web-store accounts can no longer sign in; their orders stay. */
export function DeactivateCustomersDialog({
  selection,
  count,
  onOpenChange,
  onDone,
}: {
  selection: ExportSelectedCustomersQueryVariables
  count: number
  onOpenChange: (open: boolean) => void
  onDone: () => void
}) {
  const change = useSetCustomersActive()
  return (
    <DeactivateSelectedDialog
      noun="customer"
      count={count}
      description="Their web-store accounts can no longer sign in and their sessions end at once. Their orders, notes and figures are kept, and each can be reactivated from their page."
      change={change}
      deactivate={() => change.mutateAsync({ ...selection, active: false })}
      open
      onOpenChange={onOpenChange}
      onDone={onDone}
    />
  )
}
