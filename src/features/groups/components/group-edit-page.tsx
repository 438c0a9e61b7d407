import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { PageLoading, PageUnavailable } from '@/components/layout/list-states'
import { Button } from '@/components/ui/button'
import { groupByIdOptions } from '../queries'
import { GroupForm } from './group-form'

const route = getRouteApi('/_app/users/groups/$groupId/edit')

export function GroupEditPage() {
  const { groupId } = route.useParams()
  const query = useQuery(groupByIdOptions(groupId))
  if (query.isPending) {
    return <PageLoading label="Loading group..." />
  }
  if (query.isError || !query.data) {
    return (
      <PageUnavailable title={query.isError ? 'Failed to load group' : 'Group not found'}>
        {query.isError ? (
          <Button onClick={() => void query.refetch()}>Retry</Button>
        ) : (
          <Button asChild>
            <Link to="/users/groups">Back to Groups</Link>
          </Button>
        )}
      </PageUnavailable>
    )
  }
  return <GroupForm group={query.data} />
}
