import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import type { AddressDraft } from '../order-draft'

/** The errors of one address, from the server's `shippingAddress.zip`-style keys under `prefix`. */
export const addressErrors = (errors: Readonly<Record<string, string>>, prefix: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(`${prefix}.`))
      .map(([key, message]) => [key.slice(prefix.length + 1), message]),
  )

const FIELDS: { key: keyof AddressDraft; label: string; required?: boolean; autoComplete: string; wide?: boolean }[] = [
  { key: 'fullName', label: 'Full name', required: true, autoComplete: 'name', wide: true },
  { key: 'phone', label: 'Phone number', autoComplete: 'tel', wide: true },
  { key: 'address1', label: 'Address', required: true, autoComplete: 'address-line1', wide: true },
  { key: 'address2', label: 'Address line 2', autoComplete: 'address-line2', wide: true },
  { key: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
  { key: 'state', label: 'State', required: true, autoComplete: 'address-level1' },
  { key: 'zip', label: 'ZIP code', required: true, autoComplete: 'postal-code' },
]

/** The fields of a shipping or billing address, each with its error (`errors` keyed by field name). */
export function OrderAddressFields({
  legend,
  value,
  onChange,
  errors = {},
}: {
  legend: string
  value: AddressDraft
  onChange: (value: AddressDraft) => void
  errors?: Readonly<Record<string, string>>
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{legend}</legend>
      {FIELDS.map(({ key, label, required, autoComplete, wide }) => (
        <FormField
          key={key}
          label={label}
          required={required}
          error={errors[key]}
          className={wide ? 'sm:col-span-2' : ''}
        >
          {(control) => (
            <Input
              {...control}
              autoComplete={autoComplete}
              value={value[key]}
              onChange={(event) => onChange({ ...value, [key]: event.target.value })}
            />
          )}
        </FormField>
      ))}
    </fieldset>
  )
}
