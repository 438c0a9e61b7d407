import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useUnsavedChangesGuard } from '@/components/layout/unsaved-changes-guard'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toApiError } from '@/lib/api-error'
import { SAVE_SHORTCUT } from '@/lib/page-shortcuts'
import { setServerFieldErrors } from '@/lib/server-field-errors'
import { CustomerContactSchema, type CustomerContactValues } from '@/shared/customer-schemas'

const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const
const LABELS: Record<(typeof FIELDS)[number], string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phoneNumber: 'Phone Number (optional)',
}
const TYPES: Partial<Record<(typeof FIELDS)[number], string>> = { email: 'email', phoneNumber: 'tel' }

/**
 * A customer's contact details, for a new customer and for an edit: checked by the server's own schema as typed, and
 * the server's refusals (a taken email, someone else's change) shown beside the field or above the buttons.
 */
export function CustomerContactForm({
  label,
  initial,
  submitLabel,
  pendingLabel,
  onSave,
  onSaved,
  onCancel,
}: {
  label: string
  initial: CustomerContactValues
  submitLabel: string
  pendingLabel: string
  onSave: (values: CustomerContactValues) => Promise<unknown>
  /** After a save that leaves the page: the guard lets that navigation through. */
  onSaved?: () => void
  onCancel?: () => void
}) {
  const { register, handleSubmit, formState, reset, setError } = useForm<CustomerContactValues>({
    resolver: zodResolver(CustomerContactSchema),
    defaultValues: initial,
  })
  const guard = useUnsavedChangesGuard(formState.isDirty && !formState.isSubmitting)
  const errors = formState.errors
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values)
      reset(values)
      if (onSaved) {
        guard.release()
        onSaved()
      }
    } catch (error) {
      setServerFieldErrors(error, setError, FIELDS)
      const refused = toApiError(error)
      if (!FIELDS.some((field) => refused.fieldErrors[field])) setError('root', { message: refused.message })
    }
  })

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="grid gap-4 sm:grid-cols-2">
      {guard.dialog}
      {FIELDS.map((name) => (
        <FormField key={name} label={LABELS[name]} required={name !== 'phoneNumber'} error={errors[name]?.message}>
          {(control) => <Input {...control} type={TYPES[name] ?? 'text'} autoComplete="off" {...register(name)} />}
        </FormField>
      ))}
      {errors.root?.message && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {errors.root.message}
        </p>
      )}
      <div className="flex justify-end gap-2 sm:col-span-2">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" aria-keyshortcuts={SAVE_SHORTCUT} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  )
}
