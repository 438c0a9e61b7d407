import { Loader2, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { toApiError } from '@/lib/api-error'

/** Skeleton rows while a list loads. */
export function ListLoading({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-11 w-full" />
      ))}
    </div>
  )
}

/** Spec part 2 §8: 'Error loading data' with the message. */
export function ListError({ error }: { error: unknown }) {
  return (
    <div role="alert" className="rounded-md border border-destructive/50 p-4 text-destructive">
      <p className="font-semibold">Error loading data</p>
      <p>{toApiError(error).message}</p>
    </div>
  )
}

export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border py-16 text-center">
      <Icon aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  )
}

/** A whole page waiting for its data, e.g. 'Loading user data...'. */
export function PageLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
      <Loader2 aria-hidden className="size-4 animate-spin" /> {label}
    </p>
  )
}

/** A page whose record failed to load or does not exist, with the way out. */
export function PageUnavailable({
  title,
  message,
  children,
}: {
  title: string
  message?: string
  children: ReactNode
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      {message && <p className="text-muted-foreground">{message}</p>}
      <div className="flex gap-2">{children}</div>
    </div>
  )
}
