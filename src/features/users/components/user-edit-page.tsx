import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { PageLoading, PageUnavailable } from '@/components/layout/list-states'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/features/auth/auth-store'
import { useSuccessRedirect } from '@/lib/use-success-redirect'
import { can, PermissionLevel } from '@/shared/permissions'
import { userByIdOptions } from '../queries'
import { FormPageHeader } from './form-page'
import { UserAccountCard } from './user-account-card'
import { UserBasicInfoForm } from './user-basic-info-form'
import { UserGroupsCard } from './user-groups-card'
import { UserRolesCard } from './user-roles-card'

const route = getRouteApi('/_app/users/$userId/edit')

/** /users/{id}/edit (spec part 2 §2): loading and failure states, then the four sections. */
export function UserEditPage() {
  const { userId } = route.useParams()
  const query = useQuery(userByIdOptions(userId))
  const done = useSuccessRedirect('/users')
  const { user: viewer } = useAuth()
  const mayEdit = viewer !== null && can(viewer.roles, 'user_management', PermissionLevel.Edit)

  if (query.isPending) {
    return <PageLoading label="Loading user data..." />
  }
  if (query.isError || !query.data) {
    return (
      <PageUnavailable
        title={query.isError ? 'Failed to load user data' : 'User not found'}
        message={query.isError ? 'Failed to load user data. Please try again.' : undefined}
      >
        <Button asChild>
          <Link to="/users">Back to Users</Link>
        </Button>
      </PageUnavailable>
    )
  }

  const user = query.data
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <FormPageHeader title={`Edit User: ${user.fullName}`} backTo="/users" backLabel="Back to Users" />
      {done.message && (
        <Alert variant="success">
          <AlertTitle>{done.message}</AlertTitle>
          <AlertDescription>Returning to the user list...</AlertDescription>
        </Alert>
      )}
      <UserBasicInfoForm
        user={user}
        disabled={!mayEdit || done.message !== null}
        onUpdated={() => done.succeed('User Updated Successfully!')}
      />
      <UserRolesCard user={user} mayEdit={mayEdit} />
      <UserGroupsCard user={user} mayEdit={mayEdit} />
      {mayEdit && <UserAccountCard user={user} />}
    </div>
  )
}
