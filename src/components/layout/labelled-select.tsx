import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'

/** A label over a select of named options: full width in a form, or small and narrow in a list's toolbar. */
export function LabelledSelect({
  id,
  label,
  placeholder,
  value,
  onValueChange,
  options,
  disabled,
  toolbarWidth,
}: {
  id: string
  label: string
  placeholder?: string
  value: string
  onValueChange: (value: string) => void
  options: readonly { value: string; label: string }[]
  disabled?: boolean
  /** In a toolbar: the trigger's width class, and a small muted label. */
  toolbarWidth?: string
}) {
  return (
    <div className={cn('flex flex-col', toolbarWidth ? 'gap-1' : 'gap-2')}>
      <Label htmlFor={id} className={cn(toolbarWidth && 'text-xs text-muted-foreground')}>
        {label}
      </Label>
      <Select value={value} onValueChange={onValueChange} disabled={disabled}>
        <SelectTrigger id={id} className={toolbarWidth ?? 'w-full'}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
