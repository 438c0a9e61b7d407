import { cn } from '@/lib/cn'

interface FacetValue {
  partId: string
  name: string
  count: number
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The URL may name a value by its id or by its name (`?category=PTO`, as the server accepts both, names in any case):
 * each selected value becomes the id of the facet value it names, so chips show pressed for either and a toggle
 * writes ids only. A value no facet knows is kept as it is (the server still filters by it).
 */
function selectedFacetIds(values: readonly FacetValue[], selected: readonly string[]): string[] {
  const ids = selected.map(
    (chosen) =>
      (values.find((value) => value.partId === chosen) ?? values.find((value) => sameName(value.name, chosen)))
        ?.partId ?? chosen,
  )
  return [...new Set(ids)]
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
  const chosen = selectedFacetIds(values, selected)
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-muted-foreground">{label}</span>
      {values.map((value) => {
        const on = chosen.includes(value.partId)
        return (
          <button
            key={value.partId}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(on ? chosen.filter((id) => id !== value.partId) : [...chosen, value.partId])}
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
