import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'

export function UserStatusBadge({ active }: { active: boolean }) {
  return (
    <Badge
      variant="outline"
      className={cn(
        'font-normal',
        active
          ? 'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200'
          : 'text-muted-foreground',
      )}
    >
      {active ? 'Active' : 'Inactive'}
    </Badge>
  )
}
