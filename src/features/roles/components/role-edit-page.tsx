import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { PageLoading, PageUnavailable } from '@/components/layout/list-states'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/features/auth/auth-store'
import { toApiError } from '@/lib/api-error'
import { can, PermissionLevel } from '@/shared/permissions'
import { roleByIdOptions, useDeleteRoles } from '../queries'
import { RoleForm } from './role-form'

const route = getRouteApi('/_app/users/roles/$roleId/edit')

export function RoleEditPage() {
  const { roleId } = route.useParams()
  const query = useQuery(roleByIdOptions(roleId))
  const deletion = useDeleteRoles()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const { user } = useAuth()
  const mayDelete = user !== null && can(user.roles, 'user_management', PermissionLevel.Delete)

  if (query.isPending) {
    return <PageLoading label="Loading role..." />
  }
  if (query.isError || !query.data) {
    return (
      <PageUnavailable
        title={query.isError ? 'Failed to load role' : 'Role not found'}
        message={query.isError ? toApiError(query.error).message : undefined}
      >
        {query.isError && <Button onClick={() => void query.refetch()}>Retry</Button>}
        <Button asChild variant={query.isError ? 'outline' : 'default'}>
          <Link to="/users/roles">Back to Roles</Link>
        </Button>
      </PageUnavailable>
    )
  }
  const role = query.data
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
