import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, type ErrorComponentProps } from '@tanstack/react-router'
import { RecordHistory } from '@/components/audit/record-history'
import { RouteError } from '@/components/layout/error-screen'
import { PageUnavailable } from '@/components/layout/list-states'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { useAuth } from '@/lib/session/auth-store'
import { usePermission } from '@/lib/session/use-permission'
import { useSuccessRedirect } from '@/lib/use-success-redirect'
import { PermissionLevel } from '@/shared/permissions'
import { userChangeRefusal } from '@/shared/user-change-rules'
import { userByIdOptions } from '../queries'
import { FormPageHeader } from '@/features/user-management/components/form-page'
import { UserAccountCard } from './user-account-card'
import { UserBasicInfoForm } from './user-basic-info-form'
import { UserGroupsCard } from './user-groups-card'
import { UserRolesCard } from './user-roles-card'
import { UserSessionsCard } from './user-sessions-card'
import { UserTwoStepCard } from './user-two-step-card'

const route = getRouteApi('/_app/users/$userId/edit')

/** /users/{id}/edit (spec part 2 §2): the four sections, or 'User not found'. */
export function UserEditPage() {
  const { userId } = route.useParams()
  const { data: user } = useSuspenseQuery(userByIdOptions(userId))
  const done = useSuccessRedirect('/users')
  const mayEditUsers = usePermission('user_management', PermissionLevel.Edit)
  const { user: me } = useAuth()

  if (!user) {
    return <PageUnavailable title="User not found" back={{ to: '/users', label: 'Back to Users' }} />
  }

  // The self rule, as the server applies it: a user who holds more than the signed-in user, or the signed-in user
  // themselves, is shown read-only with the reason. The session keeps no id; emails are unique ignoring case.
  const readOnlyReason =
    mayEditUsers && me
      ? userChangeRefusal(
          { id: me.email.toLowerCase(), grants: me.roles },
          { id: user.email.toLowerCase(), grants: user.roles },
          'edit',
        )
      : undefined
  const mayEdit = mayEditUsers && !readOnlyReason

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <FormPageHeader title={`Edit User: ${user.fullName}`} backTo="/users" backLabel="Back to Users" />
      {readOnlyReason && (
        <Alert>
          <AlertTitle>You can view this user but not change them</AlertTitle>
          <AlertDescription>{readOnlyReason}</AlertDescription>
        </Alert>
      )}
      {done.message && (
        <Alert variant="success">
          <AlertTitle>{done.message}</AlertTitle>
          <AlertDescription>Returning to the user list...</AlertDescription>
        </Alert>
      )}
      <UserBasicInfoForm
        user={user}
        disabled={!mayEdit || done.message !== null}
        readOnlyReason={
          mayEdit
            ? undefined
            : readOnlyReason
              ? 'You cannot change this user, for the reason above.'
              : 'Changing users needs user management at Edit.'
        }
        onUpdated={() => done.succeed('User Updated Successfully!')}
      />
      <UserRolesCard user={user} mayEdit={mayEdit} />
      <UserGroupsCard user={user} mayEdit={mayEdit} />
      <UserTwoStepCard user={user} mayReset={mayEdit} />
      <UserSessionsCard user={user} mayEnd={mayEdit} />
      {mayEdit && <UserAccountCard user={user} />}
      <RecordHistory recordType="USER" recordId={user.id} />
    </div>
  )
}

/** Spec part 2 §8: 'Failed to load user data. Please try again.' with a way back to the list. */
export function UserLoadError(props: ErrorComponentProps) {
  return (
    <RouteError
      {...props}
      title="Failed to load user data"
      message="Failed to load user data. Please try again."
      back={{ to: '/users', label: 'Back to Users' }}
    />
  )
}
