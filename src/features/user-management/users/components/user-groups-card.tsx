import { useSuspenseQuery } from '@tanstack/react-query'
import Plus from 'lucide-react/icons/plus'
import X from 'lucide-react/icons/x'
import { useState } from 'react'
import { DialogActions } from '@/components/layout/dialog-actions'
import { LabelledSelect } from '@/components/layout/labelled-select'
import { focusHandoff } from '@/components/ui/focus-handoff'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { UserDetailFragment } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { useAuth } from '@/lib/session/auth-store'
import { toast, toastWithUndo } from '@/lib/toast'
import { formatDateTime } from '@/lib/format'
import { joinableGroups } from '@/features/user-management/grant-offers'
import {
  allGroupsOptions,
  allRolesOptions,
  useAddUserToGroup,
  useRemoveUserFromGroup,
} from '@/features/user-management/queries'

/** Groups: the user's memberships; add to a group the user is not in, or remove from one. */
export function UserGroupsCard({ user, mayEdit }: { user: UserDetailFragment; mayEdit: boolean }) {
  const { data: groups } = useSuspenseQuery(allGroupsOptions())
  const add = useAddUserToGroup()
  const remove = useRemoveUserFromGroup()
  const [adding, setAdding] = useState(false)
  const [groupId, setGroupId] = useState('')
  const member = new Set(user.groups.map((group) => group.groupId))
  const { data: roles } = useSuspenseQuery(allRolesOptions())
  const me = useAuth().user?.roles ?? []
  const offered = joinableGroups(
    me,
    groups.filter((group) => !member.has(group.id)),
    roles,
  )
  const close = (open: boolean) => {
    if (add.isPending) return
    setAdding(open)
    if (!open) {
      setGroupId('')
      add.reset()
    }
  }
  const confirm = async () => {
    await add.mutateAsync({ userId: user.id, groupId })
    close(false)
  }
  const leave = (group: UserDetailFragment['groups'][number], button: HTMLElement) => {
    // Computed now: once the row is gone, the button no longer knows its card.
    const handOff = focusHandoff(button)
    remove.mutate(
      { userId: user.id, groupId: group.groupId },
      {
        onSuccess: () => {
          handOff()
          toastWithUndo(`${user.fullName} removed from group "${group.groupName}"`, async () => {
            await add.mutateAsync({ userId: user.id, groupId: group.groupId })
            return `${user.fullName} is back in group "${group.groupName}"`
          })
        },
        onError: (error) =>
          toast.error(`Could not remove from group "${group.groupName}": ${toApiError(error).message}`),
      },
    )
  }

  return (
    <Card data-focus-group>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <CardTitle>Groups</CardTitle>
        {mayEdit && (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)} disabled={offered.length === 0}>
            <Plus aria-hidden /> Add to Group
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {user.groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">Not a member of any group.</p>
        ) : (
          <ul aria-label="Group memberships" className="flex flex-col divide-y">
            {user.groups.map((group) => (
              <li key={group.groupId} className="flex items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="font-medium">{group.groupName}</p>
                  <p className="text-xs text-muted-foreground">
                    {group.groupDescription ? `${group.groupDescription} · ` : ''}Joined{' '}
                    {formatDateTime(group.joinedAt)}
                  </p>
                </div>
                {mayEdit && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove from group ${group.groupName}`}
                    title="Remove from group"
                    disabled={remove.isPending}
                    onClick={(event) => leave(group, event.currentTarget)}
                  >
                    <X aria-hidden />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog open={adding} onOpenChange={close}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Add to Group</DialogTitle>
            <DialogDescription>The user gets the roles the group grants.</DialogDescription>
          </DialogHeader>
          <LabelledSelect
            id="add-group-choice"
            label="Group"
            placeholder="Select a group"
            value={groupId}
            onValueChange={setGroupId}
            options={offered.map((group) => ({ value: group.id, label: group.name }))}
          />
          <DialogActions error={add.error} pending={add.isPending} onCancel={() => close(false)}>
            <Button disabled={!groupId || add.isPending} onClick={() => void confirm().catch(() => undefined)}>
              {add.isPending ? 'Adding...' : 'Add to Group'}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </Card>
  )
}
