import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        // Read-only: a plain, filled box with no border inviting typing (it still takes the focus, to read or copy).
        'read-only:cursor-default read-only:border-transparent read-only:bg-muted read-only:shadow-none',
        className,
      )}
      {...props}
    />
  )
}
