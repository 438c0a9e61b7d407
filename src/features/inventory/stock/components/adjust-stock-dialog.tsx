import { z } from 'zod/mini'
import { zodResolver } from '@hookform/resolvers/zod'
import Loader2 from 'lucide-react/icons/loader-circle'
import Minus from 'lucide-react/icons/minus'
import Plus from 'lucide-react/icons/plus'
import { useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { StockProductFragment } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import { setServerFieldErrors } from '@/lib/server-field-errors'
import {
  AdjustmentFormSchema,
  ADJUSTMENT_REASON_MAX_LENGTH,
  previewStockAfterAdjustment,
  stockAfterAdjustment,
  type AdjustmentFormValues,
} from '@/shared/inventory-schemas'
import { useAdjustInventory } from '../queries'
import { SAVE_SHORTCUT } from '@/lib/page-shortcuts'
import { useFailureOfSubmit } from '@/lib/use-failure-of-submit'

const signed = (value: number) => (value > 0 ? `+${value}` : String(value))

/** Adds or removes units of one product with a reason; stock never goes below 0 (checked here and on the server). */
export function AdjustStockDialog({ product, onClose }: { product: StockProductFragment; onClose: () => void }) {
  const adjust = useAdjustInventory()
  const schema = useMemo(
    () =>
      AdjustmentFormSchema.check(
        z.superRefine((values, context) => {
          const outcome = stockAfterAdjustment(product, values.adjustment)
          if ('error' in outcome) context.addIssue({ code: 'custom', path: ['adjustment'], message: outcome.error })
        }),
      ),
    [product],
  )
  const { register, handleSubmit, formState, setError, setValue, control, watch } = useForm<AdjustmentFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { adjustment: 1, reason: '' },
  })
  useFailureOfSubmit(watch, adjust)
  const adjustment = useWatch({ control, name: 'adjustment' })
  const preview = previewStockAfterAdjustment(product, adjustment)
  const step = (by: number) =>
    setValue('adjustment', (Number.isInteger(adjustment) ? adjustment : 0) + by, {
      shouldValidate: formState.isSubmitted,
    })

  const submit = handleSubmit(async (values) => {
    try {
      const result = await adjust.mutateAsync({ productId: product.id, ...values })
      toast.success(`Stock of ${product.name} adjusted by ${signed(values.adjustment)} to ${result.product.quantity}`)
      onClose()
    } catch (error) {
      setServerFieldErrors(error, setError, ['adjustment', 'reason'])
    }
  })

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Adjust stock</DialogTitle>
            <DialogDescription>
              {product.name} ({product.sku}) has {product.quantity} in stock.
            </DialogDescription>
          </DialogHeader>
          {adjust.isError && (
            <Alert variant="destructive">
              <AlertDescription>Failed to adjust stock: {toApiError(adjust.error).message}</AlertDescription>
            </Alert>
          )}
          <FormField
            label="Adjustment"
            required
            error={formState.errors.adjustment?.message}
            hint="Units to add; a negative number removes units."
          >
            {(control) => (
              <div className="flex items-center gap-2">
                <Button type="button" variant="outline" size="icon" aria-label="One less" onClick={() => step(-1)}>
                  <Minus aria-hidden />
                </Button>
                <Input
                  {...control}
                  type="number"
                  step={1}
                  inputMode="numeric"
                  className="w-32 text-right"
                  {...register('adjustment', { valueAsNumber: true })}
                />
                <Button type="button" variant="outline" size="icon" aria-label="One more" onClick={() => step(1)}>
                  <Plus aria-hidden />
                </Button>
              </div>
            )}
          </FormField>
          <p className="text-sm" aria-live="polite">
            New stock: <span className="font-semibold">{preview ?? '—'}</span>
          </p>
          <FormField label="Reason" required error={formState.errors.reason?.message}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={ADJUSTMENT_REASON_MAX_LENGTH}
                placeholder="e.g. Delivery from supplier, damaged, recount"
                {...register('reason')}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={adjust.isPending} aria-keyshortcuts={SAVE_SHORTCUT}>
              {adjust.isPending && <Loader2 aria-hidden className="animate-spin" />}
              {adjust.isPending ? 'Saving...' : 'Save adjustment'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
