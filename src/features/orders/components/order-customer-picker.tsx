import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { SearchInput } from '@/components/ui/search-input'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { orderCustomersOptions, type OrderCustomer } from '../queries'
import { PICKER_SEARCH_DEBOUNCE_MS } from './order-product-picker'

/** Finds the customer an order is for, by name or email; the chosen one shows with a way to change it. */
export function OrderCustomerPicker({
  customer,
  onChange,
  error,
}: {
  customer: OrderCustomer | null
  onChange: (customer: OrderCustomer | null) => void
  error?: string
}) {
  const [term, setTerm] = useState('')
  const debounced = useDebouncedValue(term.trim(), PICKER_SEARCH_DEBOUNCE_MS)
  const found = useQuery({ ...orderCustomersOptions(debounced), enabled: !customer && debounced !== '' })

  if (customer) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          <span className="font-medium">{customer.fullName}</span>{' '}
          <span className="text-sm text-muted-foreground">{customer.email}</span>
        </p>
        <Button variant="outline" size="sm" onClick={() => onChange(null)}>
          Change customer
        </Button>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-2">
      <SearchInput
        aria-label="Search customers"
        placeholder="Search customers by name or email..."
        value={term}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'order-customer-error' : undefined}
        onChange={(event) => setTerm(event.target.value)}
      />
      {error && (
        <p id="order-customer-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div aria-live="polite" className="text-sm">
        {debounced === '' ? (
          <p className="text-muted-foreground">Type a name or email to find the customer.</p>
        ) : found.isPending ? (
          <p className="text-muted-foreground">Searching...</p>
        ) : found.isError ? (
          <p className="text-destructive">Error loading customers. Please try again.</p>
        ) : found.data.length === 0 ? (
          <p className="text-muted-foreground">No customers match your search.</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Customers found">
            {found.data.map((candidate) => (
              <li key={candidate.id} className="flex items-center justify-between gap-3 p-2">
                <span>
                  <span className="font-medium">{candidate.fullName}</span>{' '}
                  <span className="text-muted-foreground">{candidate.email}</span>
                </span>
                <Button size="sm" variant="outline" onClick={() => onChange(candidate)}>
                  Choose<span className="sr-only"> {candidate.fullName}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
