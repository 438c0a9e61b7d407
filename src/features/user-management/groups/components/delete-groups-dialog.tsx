import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { useDeleteGroups } from '../queries'

interface DeletableGroup {
  id: string
  name: string
  description?: string | null
}

/** Spec part 2 §2: 'Delete Group / Are you sure you want to delete this group?' with the group's name and description. */
export function DeleteGroupsDialog({
  groups,
  onClose,
  onDeleted,
}: {
  /** The groups to delete; empty when the dialog is closed. */
  groups: readonly DeletableGroup[]
  onClose: () => void
  onDeleted: () => void
}) {
  const deletion = useDeleteGroups()
  const one = groups.length === 1
  const confirm = async () => {
    await deletion.mutateAsync(groups.map((group) => group.id))
    onDeleted()
    onClose()
  }
  return (
    <ConfirmDialog
      open={groups.length > 0}
      onOpenChange={(open) => {
        if (open) return
        deletion.reset()
        onClose()
      }}
      title={one ? 'Delete Group' : `Delete ${groups.length} Groups`}
      description={
        one ? 'Are you sure you want to delete this group?' : 'Are you sure you want to delete these groups?'
      }
      confirmLabel={one ? 'Delete Group' : 'Delete Groups'}
      pendingLabel="Deleting..."
      destructive
      pending={deletion.isPending}
      error={deletion.isError ? 'Failed to delete group. Please try again.' : null}
      onConfirm={() => void confirm().catch(() => undefined)}
    >
      <ul className="flex max-h-60 flex-col gap-2 overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm">
        {groups.map((group) => (
          <li key={group.id}>
            <p className="font-medium">{group.name}</p>
            {group.description && <p className="text-muted-foreground">{group.description}</p>}
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  )
}
