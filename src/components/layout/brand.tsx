import Store from 'lucide-react/icons/store'
import { cn } from '@/lib/cn'

export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <div className={cn('flex h-14 items-center gap-2 px-4 font-semibold', compact && 'justify-center px-0')}>
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Store className="size-4" aria-hidden />
      </span>
      <span className={cn(compact && 'sr-only')}>Storefront Admin</span>
    </div>
  )
}
