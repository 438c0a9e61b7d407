import { useEffect, useState } from 'react'
import { ListSearch } from '@/components/data-table/list-search'
import { SEARCH_DEBOUNCE_MS } from '@/components/data-table/use-search-term'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { readTyped } from '@/shared/input-bounds'
import { ThresholdTextSchema } from '@/shared/inventory-schemas'
import { thresholdOf, type InventoryStockSearch } from '../stock-search'
import { formatCount } from '@/shared/count-text'

type SearchUpdate = (update: (previous: InventoryStockSearch) => InventoryStockSearch) => void

/** Search by name or SKU, the low-stock switch and its threshold; each change returns to the first page. */
export function StockToolbar({ search, onSearch }: { search: InventoryStockSearch; onSearch: SearchUpdate }) {
  const [threshold, setThreshold] = useState(String(thresholdOf(search)))
  const debouncedThreshold = useDebouncedValue(threshold, SEARCH_DEBOUNCE_MS)
  const read = readTyped(ThresholdTextSchema, debouncedThreshold)
  const thresholdValue = 'value' in read ? read.value : null
  // The message shows as soon as the typed text breaks a rule; the list changes only once typing pauses on a valid one.
  const typed = readTyped(ThresholdTextSchema, threshold)
  const problem = 'error' in typed ? typed.error : null

  useEffect(() => {
    if (thresholdValue !== null && thresholdValue !== thresholdOf(search)) {
      onSearch((previous) => ({ ...previous, threshold: thresholdValue, page: undefined }))
    }
  }, [thresholdValue, search, onSearch])

  return (
    <div className="mb-4 flex flex-wrap items-end gap-x-4 gap-y-3">
      <ListSearch
        label="Search stock by name or SKU"
        placeholder="Search by name or SKU..."
        current={search.q}
        onSearch={(q) => onSearch((previous) => ({ ...previous, q, page: undefined }))}
      />
      <div className="flex h-9 items-center gap-2">
        <Switch
          id="stock-low-only"
          checked={search.lowStock ?? false}
          onCheckedChange={(checked) =>
            onSearch((previous) => ({ ...previous, lowStock: checked || undefined, page: undefined }))
          }
        />
        <Label htmlFor="stock-low-only">Low stock only</Label>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor="stock-threshold" className="whitespace-nowrap">
          At or below
        </Label>
        <Input
          id="stock-threshold"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={threshold}
          onChange={(event) => setThreshold(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'stock-threshold-unit stock-threshold-problem' : 'stock-threshold-unit'}
          className="w-20 text-right"
        />
        <span id="stock-threshold-unit" className="text-sm text-muted-foreground">
          units
        </span>
        {problem && (
          <p id="stock-threshold-problem" role="alert" className="text-sm text-destructive">
            {problem}; the list shows at or below {formatCount(thresholdOf(search))}
          </p>
        )}
      </div>
    </div>
  )
}
