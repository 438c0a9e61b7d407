import { cn } from '@/lib/cn'

interface FacetValue {
  partId: string
  name: string
  count: number
}

/** Toggle buttons for one facet: choosing a value adds it, choosing it again removes it. */
export function FacetChips({
  label,
  values,
  selected,
  onChange,
}: {
  label: string
  values: readonly FacetValue[]
  selected: readonly string[]
  onChange: (next: string[]) => void
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-muted-foreground">{label}</span>
      {values.map((value) => {
        const on = selected.includes(value.partId)
        return (
          <button
            key={value.partId}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(on ? selected.filter((id) => id !== value.partId) : [...selected, value.partId])}
            className={cn(
              'rounded-full border px-3 py-1 text-xs font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/60',
              on ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
            )}
          >
            {value.name} <span className="opacity-80">({value.count})</span>
          </button>
        )
      })}
    </div>
  )
}
