import type { ReactNode } from 'react'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip'

export interface NavEntry {
  to: string
  label: string
  link: ReactNode
}

/** The collapsed sidebar's links, each naming its area in a tooltip (loaded when the sidebar first collapses). */
export function NavTooltips({ entries }: { entries: NavEntry[] }) {
  return (
    <TooltipProvider delayDuration={200}>
      {entries.map(({ to, label, link }) => (
        <Tooltip key={to}>
          <TooltipTrigger asChild>{link}</TooltipTrigger>
          <TooltipContent side="right">{label}</TooltipContent>
        </Tooltip>
      ))}
    </TooltipProvider>
  )
}
