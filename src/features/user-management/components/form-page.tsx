import { Link } from '@tanstack/react-router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import Loader2 from 'lucide-react/icons/loader-circle'
import type { ReactNode } from 'react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { SAVE_SHORTCUT } from '@/lib/page-shortcuts'

export type UserManagementList = '/users' | '/users/roles' | '/users/groups'

/** A back arrow to the list, the page's title and its actions. */
export function FormPageHeader({
  title,
  backTo,
  backLabel,
  actions,
}: {
  title: string
  backTo: UserManagementList
  backLabel: string
  actions?: ReactNode
}) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 items-center gap-2">
        <Button asChild variant="ghost" size="icon" aria-label={backLabel} title={backLabel}>
          <Link to={backTo}>
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <h1 className="truncate text-2xl font-bold tracking-tight">{title}</h1>
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  )
}

/** The success message shown for two seconds before the list opens. */
export function SuccessBanner({ message, returningTo }: { message: string | null; returningTo: string }) {
  if (!message) return null
  return (
    <Alert variant="success" className="mb-6">
      <AlertTitle>{message}</AlertTitle>
      <AlertDescription>Returning to the {returningTo} list...</AlertDescription>
    </Alert>
  )
}

/** Cancel back to the list, and the submit button with its busy state. */
export function FormPageFooter({
  cancelTo,
  submitLabel,
  pending,
  done,
}: {
  cancelTo: UserManagementList
  submitLabel: string
  pending: boolean
  /** True once saved: nothing more to submit while the redirect waits. */
  done: boolean
}) {
  return (
    <div className="mt-6 flex justify-end gap-2">
      <Button asChild variant="outline">
        <Link to={cancelTo}>Cancel</Link>
      </Button>
      <Button type="submit" disabled={pending || done} aria-keyshortcuts={SAVE_SHORTCUT}>
        {pending && <Loader2 aria-hidden className="animate-spin" />}
        {pending ? 'Saving...' : submitLabel}
      </Button>
    </div>
  )
}
