import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Link, useRouter, type ErrorComponentProps, type LinkProps } from '@tanstack/react-router'
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { toApiError } from '@/lib/api-error'
import { ForbiddenAreaError } from '@/lib/session/require-area'
import { MainLandmark } from './main-landmark'
import { NoAccess } from './no-access'

/**
 * A route whose data failed to load (its loader, or a query its page reads), after the query client's retries: the
 * page's own words for it and Try Again, which loads the route again and lets its queries fetch afresh. An area
 * guard's refusal shows "no access" instead.
 */
export function RouteError({
  error,
  reset,
  title,
  message,
  retryLabel = 'Try Again',
  back,
}: Pick<ErrorComponentProps, 'error' | 'reset'> & {
  title: string
  /** The error's own message when left out; none when empty. */
  message?: string
  retryLabel?: string
  /** Another way out, e.g. back to the list. */
  back?: { to: LinkProps['to']; label: string }
}) {
  const router = useRouter()
  const queryErrorResetBoundary = useQueryErrorResetBoundary()
  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary])
  if (error instanceof ForbiddenAreaError) return <NoAccess />

  const text = message ?? toApiError(error).message
  const tryAgain = async () => {
    await router.invalidate()
    reset()
  }
  return (
    <MainLandmark>
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
        <TriangleAlert className="size-12 text-destructive" aria-hidden />
        <h1 className="text-2xl font-bold">{title}</h1>
        {text && <p className="break-words text-muted-foreground">{text}</p>}
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => void tryAgain()}>{retryLabel}</Button>
          {back && (
            <Button asChild variant="outline">
              <Link to={back.to}>{back.label}</Link>
            </Button>
          )}
        </div>
      </div>
    </MainLandmark>
  )
}

/** The router's default error screen. */
export function ErrorScreen(props: ErrorComponentProps) {
  return <RouteError {...props} title="Unexpected Application Error!" />
}
