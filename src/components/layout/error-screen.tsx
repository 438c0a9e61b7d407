import type { ErrorComponentProps } from '@tanstack/react-router'
import { TriangleAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { MainLandmark } from './main-landmark'
import { ForbiddenAreaError, NoAccess } from './no-access'

/** The router's error boundary: a "no access" page for area guards, otherwise the unexpected-error screen. */
export function ErrorScreen({ error }: ErrorComponentProps) {
  if (error instanceof ForbiddenAreaError) return <NoAccess />
  return (
    <MainLandmark>
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
        <TriangleAlert className="size-12 text-destructive" aria-hidden />
        <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
        <p className="break-words text-muted-foreground">{error instanceof Error ? error.message : String(error)}</p>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </div>
    </MainLandmark>
  )
}
