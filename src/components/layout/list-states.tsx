import { Link, type LinkProps } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'

export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border py-16 text-center">
      <Icon aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  )
}

/** A page whose record does not exist, with the way back to its list. */
export function PageUnavailable({ title, back }: { title: string; back: { to: LinkProps['to']; label: string } }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <Button asChild>
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </div>
  )
}
