import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, type ErrorComponentProps } from '@tanstack/react-router'
import { RecordHistory } from '@/components/audit/record-history'
import { RouteError } from '@/components/layout/error-screen'
import { PageUnavailable } from '@/components/layout/list-states'
import { groupByIdOptions } from '../queries'
import { GroupForm } from './group-form'
import { GroupMembers } from './group-members'

const route = getRouteApi('/_app/users/groups/$groupId/edit')

export function GroupEditPage() {
  const { groupId } = route.useParams()
  const { data: group } = useSuspenseQuery(groupByIdOptions(groupId))
  if (!group) {
    return <PageUnavailable title="Group not found" back={{ to: '/users/groups', label: 'Back to Groups' }} />
  }
  return (
    <>
      <GroupForm group={group} readOnlyReason={group.changeRefusal} />
      <div className="mx-auto max-w-3xl">
        <GroupMembers group={group} />
        <RecordHistory recordType="GROUP" recordId={group.id} className="mt-6" />
      </div>
    </>
  )
}

/** Spec part 2 §2: 'Failed to load group' with Retry. */
export function GroupLoadError(props: ErrorComponentProps) {
  return <RouteError {...props} title="Failed to load group" retryLabel="Retry" />
}
