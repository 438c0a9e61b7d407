import type { ErrorComponentProps } from '@tanstack/react-router'
import Loader2 from 'lucide-react/icons/loader-circle'
import { RouteError } from '@/components/layout/error-screen'
import { toApiError } from '@/lib/api-error'

// Apart from the form: the router does not split a route's pending component off, so whatever module holds it loads
// with the app's entry, on every first visit.

export function ProfilePending() {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-muted-foreground">
      <Loader2 aria-hidden className="size-4 animate-spin" />
      Loading profile...
    </p>
  )
}

export function ProfileLoadError(props: ErrorComponentProps) {
  return <RouteError {...props} title={`Error loading profile: ${toApiError(props.error).message}`} message="" />
}
