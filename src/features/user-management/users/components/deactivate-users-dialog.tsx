import { DeactivateSelectedDialog } from '@/components/layout/deactivate-selected-dialog'
import { useSetUsersActive, type UserSelectionInput } from '../queries'

/** Deactivate Selected (the spec's Delete Selected) keeps people's history: the accounts can no longer sign in. */
export function DeactivateUsersDialog({
  selection,
  count,
  open,
  onOpenChange,
  onDone,
}: {
  selection: UserSelectionInput
  count: number
  open: boolean
  onOpenChange: (open: boolean) => void
  onDone: () => void
}) {
  const change = useSetUsersActive()
  return (
    <DeactivateSelectedDialog
      noun="user"
      count={count}
      description="Deactivated users can no longer sign in and their sessions end at once. Their history is kept, and an administrator can activate them again."
      change={change}
      deactivate={() => change.mutateAsync({ selection, active: false })}
      open={open}
      onOpenChange={onOpenChange}
      onDone={onDone}
    />
  )
}
