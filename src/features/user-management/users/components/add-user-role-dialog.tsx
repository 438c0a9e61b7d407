import { useState } from 'react'
import { DialogActions } from '@/components/layout/dialog-actions'
import { LabelledSelect } from '@/components/layout/labelled-select'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import {
  defaultLevelForRole,
  isFixedLevelRole,
  PERMISSION_LEVELS,
  PERMISSION_NAMES,
  type PermissionLevel,
  type RoleAreaLevel,
} from '@/shared/permissions'
import { useAuth } from '@/lib/session/auth-store'
import { grantableLevels } from '@/shared/grant-ceiling'
import { useAssignUserRole } from '../queries'

interface OfferedRole {
  id: string
  name: string
  areas: readonly RoleAreaLevel[]
}

/** Two steps: choose a role the user does not hold, Next, then its level (customer and employee: 20). */
export function AddUserRoleDialog({
  userId,
  roles,
  open,
  onOpenChange,
}: {
  userId: string
  roles: readonly OfferedRole[]
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const assign = useAssignUserRole()
  const [roleId, setRoleId] = useState('')
  const [level, setLevel] = useState<PermissionLevel | null>(null)
  const role = roles.find((candidate) => candidate.id === roleId)
  const me = useAuth().user?.roles ?? []
  const levels = role ? grantableLevels(me, role) : PERMISSION_LEVELS
  const close = (next: boolean) => {
    if (assign.isPending) return
    if (!next) {
      setRoleId('')
      setLevel(null)
      assign.reset()
    }
    onOpenChange(next)
  }
  const add = async () => {
    if (!role || level === null) return
    await assign.mutateAsync({ userId, roleId: role.id, permissionLevel: level })
    close(false)
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Role</DialogTitle>
          <DialogDescription>
            {level === null ? 'Choose a role to give this user.' : `Choose the permission level for "${role?.name}".`}
          </DialogDescription>
        </DialogHeader>
        {level === null ? (
          <LabelledSelect
            id="add-role-choice"
            label="Role"
            placeholder="Select a role"
            value={roleId}
            onValueChange={setRoleId}
            options={roles.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          />
        ) : (
          <div className="flex flex-col gap-2">
            <LabelledSelect
              id="add-role-level"
              label="Permission Level"
              value={String(level)}
              onValueChange={(value) => setLevel(Number(value) as PermissionLevel)}
              disabled={role !== undefined && isFixedLevelRole(role.name)}
              options={levels.map((candidate) => ({
                value: String(candidate),
                label: `${PERMISSION_NAMES[candidate]} (${candidate})`,
              }))}
            />
            {role && isFixedLevelRole(role.name) && (
              <p className="text-xs text-muted-foreground">{role.name} is always at Delete (20).</p>
            )}
          </div>
        )}
        <DialogActions error={assign.error} pending={assign.isPending} onCancel={() => close(false)}>
          {level === null ? (
            <Button disabled={!role} onClick={() => role && setLevel(defaultLevelForRole(role.name))}>
              Next
            </Button>
          ) : (
            <Button onClick={() => void add().catch(() => undefined)} disabled={assign.isPending}>
              {assign.isPending ? 'Adding...' : 'Add Role'}
            </Button>
          )}
        </DialogActions>
      </DialogContent>
    </Dialog>
  )
}
