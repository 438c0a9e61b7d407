import type { ReactNode } from 'react'
import { Label } from '@/components/ui/label'

/** A list toolbar's field: a small muted label over its control (the control carries `id`). */
export function ToolbarField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  )
}
