import { Skeleton } from '@/components/ui/skeleton'

/** Skeleton rows in the shape of a list, while its results load. */
export function ListSkeleton({ label, rows = 8 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  )
}

/** The heading of a page whose data has not come yet. */
function HeaderSkeleton() {
  return (
    <div className="mb-6 flex flex-col gap-2">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-4 w-64" />
    </div>
  )
}

/** The router's default pending screen: a page heading above a list, which is what most screens are. */
export function PagePending() {
  return (
    <>
      <HeaderSkeleton />
      <Skeleton className="mb-4 h-9 w-full max-w-sm" />
      <ListSkeleton label="Loading..." />
    </>
  )
}

/** A record's page (an order, a user) while it loads: heading, then a wide and a narrow column of cards. */
export function DetailPending({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-10 w-1/3" />
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-80 lg:col-span-2" />
        <Skeleton className="h-80" />
      </div>
    </div>
  )
}

/** A form page while its record loads. */
export function FormPending({ label }: { label: string }) {
  return (
    <div role="status" className="mx-auto flex max-w-2xl flex-col gap-4">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-10 w-1/2" />
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  )
}
