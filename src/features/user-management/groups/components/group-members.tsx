import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import Lock from 'lucide-react/icons/lock'
import UserPlus from 'lucide-react/icons/user-plus'
import X from 'lucide-react/icons/x'
import { useRef, useState } from 'react'
import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { Pagination } from '@/components/layout/pagination'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { groupJoinRefusal } from '@/features/user-management/grant-offers'
import type { GroupDetailFragment, GroupMemberFragment } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { useAuth } from '@/lib/session/auth-store'
import { toast } from '@/lib/toast'
import { userChangeRefusal } from '@/shared/user-change-rules'
import { groupMembersOptions } from '../queries'
import { InlineLoadError } from './inline-load-error'
import { AddGroupMemberDialog } from './add-group-member-dialog'
import { allRolesOptions, useRemoveUserFromGroup } from '@/features/user-management/queries'
import { countOf } from '@/shared/count-text'

/** Members a page of the group's member list shows. */
const GROUP_MEMBERS_PAGE_SIZE = 10

/**
 * The caller's rule for changing a user's groups, as the server applies it to join and leave (the self rule, and no
 * changing someone who holds more): the reason, or undefined when the caller may. The session keeps no id; emails
 * are unique ignoring case.
 */
function useMembershipRefusal(): (user: GroupMemberFragment) => string | undefined {
  const me = useAuth().user
  return (user) =>
    me
      ? userChangeRefusal(
          { id: me.email.toLowerCase(), grants: me.roles },
          { id: user.email.toLowerCase(), grants: user.roles },
          'roles',
        )
      : 'Sign in again to change members.'
}

/** The group page's members: who is in it (linked to each user), add through a picker, remove with a confirmation. */
export function GroupMembers({ group }: { group: GroupDetailFragment }) {
  const [page, setPage] = useState(1)
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<GroupMemberFragment | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const members = useQuery(
    groupMembersOptions({
      group: group.name,
      offset: (page - 1) * GROUP_MEMBERS_PAGE_SIZE,
      limit: GROUP_MEMBERS_PAGE_SIZE,
    }),
  )
  const { data: roles } = useSuspenseQuery(allRolesOptions())
  const me = useAuth().user
  const addRefusal = groupJoinRefusal(me?.roles ?? [], group, roles)
  const refusalOf = useMembershipRefusal()
  const remove = useRemoveUserFromGroup()

  const closeRemove = () => {
    setRemoving(null)
    remove.reset()
  }
  const confirmRemove = () => {
    if (!removing) return
    remove.mutate(
      { userId: removing.id, groupId: group.id },
      {
        onSuccess: () => {
          toast.success(`${removing.fullName} removed from group "${group.name}"`)
          closeRemove()
          // The row and its button are gone: the section's heading takes the focus.
          requestAnimationFrame(() => heading.current?.focus())
        },
      },
    )
  }

  const total = members.data?.pagination.totalCount ?? group.userCount
  const pageCount = Math.max(1, Math.ceil(total / GROUP_MEMBERS_PAGE_SIZE))
  return (
    <Card id="members" aria-labelledby="group-members-title" className="mt-6 scroll-mt-20">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1.5">
          <CardTitle id="group-members-title" ref={heading} tabIndex={-1} className="outline-none">
            Members
          </CardTitle>
          <CardDescription>{countOf(total, 'member')}. Members get the roles the group grants.</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => setAdding(true)} disabled={Boolean(addRefusal)}>
          <UserPlus aria-hidden /> Add Member
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {addRefusal && (
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{addRefusal}, so you cannot add members to this group.</span>
          </p>
        )}
        {members.isPending ? (
          <div role="status" className="flex flex-col gap-2">
            <span className="sr-only">Loading members</span>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-10 w-full" />
            ))}
          </div>
        ) : members.isError ? (
          <InlineLoadError what="Members" error={members.error} onRetry={() => void members.refetch()} />
        ) : members.data.users.length === 0 ? (
          <p className="text-sm text-muted-foreground">This group has no members yet.</p>
        ) : (
          <ul aria-label={`Members of ${group.name}`} className="flex flex-col divide-y">
            {members.data.users.map((member) => {
              const refusal = refusalOf(member)
              return (
                <li key={member.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <Link
                        to="/users/$userId/edit"
                        params={{ userId: member.id }}
                        className="font-medium underline decoration-muted-foreground/50 underline-offset-4 hover:decoration-foreground"
                      >
                        {member.fullName}
                      </Link>
                      {!member.active && <Badge variant="secondary">Inactive</Badge>}
                    </p>
                    <p className="text-xs break-all text-muted-foreground">{member.email}</p>
                    {refusal && (
                      <p className="mt-1 flex items-start gap-1.5 text-xs text-muted-foreground">
                        <Lock aria-hidden className="mt-px size-3.5 shrink-0" />
                        <span>Cannot be removed here: {refusal}</span>
                      </p>
                    )}
                  </div>
                  {!refusal && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${member.fullName} from the group`}
                      title="Remove from group"
                      onClick={() => setRemoving(member)}
                    >
                      <X aria-hidden />
                    </Button>
                  )}
                </li>
              )
            })}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} onPage={setPage} label="Member pages" />
      </CardContent>
      <AddGroupMemberDialog group={group} open={adding} onOpenChange={setAdding} refusalOf={refusalOf} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && closeRemove()}
        title="Remove member?"
        description={
          removing
            ? `${removing.fullName} leaves the group "${group.name}" and loses the roles it grants (unless they hold them another way).`
            : ''
        }
        confirmLabel="Remove"
        pendingLabel="Removing..."
        destructive
        pending={remove.isPending}
        error={remove.isError ? toApiError(remove.error).message : null}
        onConfirm={confirmRemove}
      />
    </Card>
  )
}
