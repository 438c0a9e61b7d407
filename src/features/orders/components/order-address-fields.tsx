import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

export interface AddressDraft {
  fullName: string
  phone: string
  address1: string
  address2: string
  city: string
  state: string
  zip: string
}

export const EMPTY_ADDRESS: AddressDraft = {
  fullName: '',
  phone: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
}

const FIELDS: { key: keyof AddressDraft; label: string; required?: boolean; autoComplete: string; wide?: boolean }[] = [
  { key: 'fullName', label: 'Full name', required: true, autoComplete: 'name' },
  { key: 'phone', label: 'Phone number', autoComplete: 'tel' },
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
