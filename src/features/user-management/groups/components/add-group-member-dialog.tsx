import { useQuery } from '@tanstack/react-query'
import Loader2 from 'lucide-react/icons/loader-circle'
import { useId, useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '@/components/data-table/use-search-term'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { SearchInput } from '@/components/ui/search-input'
import type { GroupDetailFragment, GroupMemberFragment } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { SEARCH_TERM_MAX_LENGTH } from '@/shared/search-term'
import { groupMembersOptions } from '../queries'
import { InlineLoadError } from './inline-load-error'
import { useAddUserToGroup } from '@/features/user-management/queries'

/** How many users the picker lists for a search. */
const PICKER_SIZE = 8

/**
 * The member picker: search users by name or email, add one. Members already in the group, and users the caller may
 * not change, are listed without an Add button and say why.
 */
export function AddGroupMemberDialog({
  group,
  open,
  onOpenChange,
  refusalOf,
}: {
  group: GroupDetailFragment
  open: boolean
  onOpenChange: (open: boolean) => void
  refusalOf: (user: GroupMemberFragment) => string | undefined
}) {
  const add = useAddUserToGroup()
  const [term, setTerm] = useState('')
  const search = useDebouncedValue(term, SEARCH_DEBOUNCE_MS).trim()
  const inputId = useId()
  const found = useQuery({ ...groupMembersOptions({ search, offset: 0, limit: PICKER_SIZE }), enabled: open })

  const close = (next: boolean) => {
    if (add.isPending) return
    onOpenChange(next)
    if (!next) {
      setTerm('')
      add.reset()
    }
  }
  const choose = (user: GroupMemberFragment) =>
    add.mutate(
      { userId: user.id, groupId: group.id },
      {
        onSuccess: () => {
          toast.success(`${user.fullName} added to group "${group.name}"`)
          close(false)
        },
      },
    )

  const users = found.data?.users ?? []
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Member</DialogTitle>
          <DialogDescription>
            Find a user by name or email. They get the roles the group &ldquo;{group.name}&rdquo; grants.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor={inputId}>Find a user</Label>
          <SearchInput
            id={inputId}
            aria-label="Find a user"
            placeholder="Name or email..."
            maxLength={SEARCH_TERM_MAX_LENGTH}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            autoComplete="off"
          />
        </div>
        <div aria-live="polite" className="min-h-40">
          {found.isPending ? (
            <p role="status" className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
              <Loader2 aria-hidden className="size-4 animate-spin" /> Finding users...
            </p>
          ) : found.isError ? (
            <InlineLoadError what="Users" error={found.error} onRetry={() => void found.refetch()} />
          ) : users.length === 0 ? (
            <p className="py-4 text-sm text-muted-foreground">
              {search ? `No users match "${search}".` : 'No users found.'}
            </p>
          ) : (
            <ul aria-label="Users found" className="flex max-h-80 flex-col divide-y overflow-y-auto">
              {users.map((user) => {
                const member = user.groups.some((joined) => joined.groupId === group.id)
                const refusal = member ? 'Already a member.' : refusalOf(user)
                return (
                  <li key={user.id} className="flex items-center justify-between gap-3 py-2">
                    <div className="min-w-0">
                      <p className="font-medium">{user.fullName}</p>
                      <p className="text-xs break-all text-muted-foreground">{user.email}</p>
                      {refusal && <p className="mt-1 text-xs text-muted-foreground">{refusal}</p>}
                    </div>
                    {!refusal && (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Add ${user.fullName}`}
                        disabled={add.isPending}
                        onClick={() => choose(user)}
                      >
                        {add.isPending && add.variables?.userId === user.id ? 'Adding...' : 'Add'}
                      </Button>
                    )}
                  </li>
                )
              })}
            </ul>
          )}
        </div>
        {add.isError && (
          <p role="alert" className="text-sm text-destructive">
            {toApiError(add.error).message}
          </p>
        )}
      </DialogContent>
    </Dialog>
  )
}
