import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate, type ErrorComponentProps } from '@tanstack/react-router'
import Trash2 from 'lucide-react/icons/trash'
import { useState } from 'react'
import { RecordHistory } from '@/components/audit/record-history'
import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { RouteError } from '@/components/layout/error-screen'
import { PageUnavailable } from '@/components/layout/list-states'
import { Button } from '@/components/ui/button'
import { usePermission } from '@/lib/session/use-permission'
import { toApiError } from '@/lib/api-error'
import { PermissionLevel } from '@/shared/permissions'
import { roleByIdOptions, useDeleteRoles } from '../queries'
import { RoleForm } from './role-form'

const route = getRouteApi('/_app/users/roles/$roleId/edit')

export function RoleEditPage() {
  const { roleId } = route.useParams()
  const { data: role } = useSuspenseQuery(roleByIdOptions(roleId))
  const deletion = useDeleteRoles()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const mayDelete = usePermission('user_management', PermissionLevel.Delete)

  if (!role) {
    return <PageUnavailable title="Role not found" back={{ to: '/users/roles', label: 'Back to Roles' }} />
  }
  const remove = async () => {
    await deletion.mutateAsync([role.id])
    await navigate({ to: '/users/roles' })
  }
  return (
    <>
      <RoleForm
        role={role}
        extraActions={
          mayDelete &&
          !role.builtIn && (
            <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden /> Delete Role
            </Button>
          )
        }
      />
      <RecordHistory recordType="ROLE" recordId={role.id} className="mx-auto mt-6 max-w-2xl" />
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open)
          if (!open) deletion.reset()
        }}
        title="Delete Role"
        description={`Delete "${role.name}"? It is taken from every user and group that holds it.`}
        confirmLabel="Delete Role"
        pendingLabel="Deleting..."
        destructive
        pending={deletion.isPending}
        error={deletion.isError ? toApiError(deletion.error).message : null}
        onConfirm={() => void remove().catch(() => undefined)}
      />
    </>
  )
}

export function RoleLoadError(props: ErrorComponentProps) {
  return (
    <RouteError
      {...props}
      title="Failed to load role"
      retryLabel="Retry"
      back={{ to: '/users/roles', label: 'Back to Roles' }}
    />
  )
}
