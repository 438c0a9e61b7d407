import Search from 'lucide-react/icons/search'
import type { ComponentProps, ReactNode } from 'react'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'

/** A search box with a magnifier inside; the caller gives its aria-label, and `children` go beside the box. */
export function SearchInput({
  className,
  containerClassName,
  children,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  'aria-label': string
  containerClassName?: string
  children?: ReactNode
}) {
  return (
    <div className={cn('relative min-w-56 flex-1', containerClassName)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input type="search" className={cn('pl-8', className)} {...props} />
      {children}
    </div>
  )
}
