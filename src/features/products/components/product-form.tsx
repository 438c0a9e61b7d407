import { zodResolver } from '@hookform/resolvers/zod'
import { useSuspenseQuery } from '@tanstack/react-query'
import Loader2 from 'lucide-react/icons/loader-circle'
import { useState, type ReactNode } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { CHANGED_ELSEWHERE_ID, ChangedElsewhereBanner } from '@/components/layout/notice-banner'
import { useUnsavedChangesGuard } from '@/components/layout/unsaved-changes-guard'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { useFailureOfSubmit } from '@/lib/use-failure-of-submit'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { ProductDetailFragment } from '@/gql/graphql'
import { errorCode, toApiError } from '@/lib/api-error'
import { cn } from '@/lib/cn'
import { useScrolledPast } from '@/lib/use-scrolled-past'
import { setServerFieldErrors } from '@/lib/server-field-errors'
import { numberOrZero, parseCategoryList, ProductFormSchema, type ProductFormValues } from '@/shared/product-schemas'
import { EMPTY_PRODUCT_FORM, toFormValues } from '../product-form-values'
import { productCategoriesOptions, useSaveProduct, type SavedProduct } from '../queries'
import { ProductImagesField } from './product-images-field'
import { ProductStatusSelect } from './product-status-select'
import { SAVE_SHORTCUT } from '@/lib/page-shortcuts'

const numberInput = { setValueAs: numberOrZero }
type NumberFieldName = 'price' | 'cost' | 'quantity' | 'accumulatedDepreciation'
type AccountingFieldName = 'itemId' | 'account' | 'assetAccount' | 'cogsAccount'

/**
 * The create and edit form (spec part 1 §2): sticky header, the product's fields, categories as text, images. An edit
 * saves against the version it was opened at; when `product` moves past it (or the save is refused for that reason)
 * the form says so and offers `onReload`.
 */
export function ProductForm({
  product,
  backTo,
  onSaved,
  onReload,
  actions,
}: {
  /** Absent when creating. */
  product?: ProductDetailFragment
  backTo: { label: string; link: ReactNode; cancel: ReactNode }
  onSaved: (saved: SavedProduct) => void
  onReload?: () => void
  /** More buttons for the product being edited, beside Cancel. */
  actions?: ReactNode
}) {
  const save = useSaveProduct()
  const [loadedVersion] = useState(product?.version)
  const scrolled = useScrolledPast()
  const [newImages, setNewImages] = useState<File[]>([])
  const [removedImageIds, setRemovedImageIds] = useState<string[]>([])
  const { register, handleSubmit, formState, setError, control, setValue, watch } = useForm<ProductFormValues>({
    resolver: zodResolver(ProductFormSchema),
    defaultValues: product ? toFormValues(product) : EMPTY_PRODUCT_FORM,
  })
  const errors = formState.errors
  const guard = useUnsavedChangesGuard(formState.isDirty || newImages.length > 0 || removedImageIds.length > 0)
  const conflicted = errorCode(save.error) === 'CONFLICT'
  // A conflict stays until the product is reloaded; any other refusal goes once the form changes.
  useFailureOfSubmit(watch, { isError: save.isError && !conflicted, reset: save.reset })
  const changedElsewhere = product !== undefined && (product.version !== loadedVersion || conflicted)
  const { data: categories } = useSuspenseQuery(productCategoriesOptions())
  const chosen = parseCategoryList(useWatch({ control, name: 'categories' }))
  const isChosen = (name: string) => chosen.some((value) => value.toLowerCase() === name.toLowerCase())
  const toggleCategory = (name: string) =>
    setValue(
      'categories',
      (isChosen(name) ? chosen.filter((value) => value.toLowerCase() !== name.toLowerCase()) : [...chosen, name]).join(
        ', ',
      ),
      { shouldDirty: true, shouldValidate: formState.isSubmitted },
    )

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        id: product?.id,
        version: loadedVersion,
        values,
        newImages,
        removedImageIds,
      })
      guard.release()
      onSaved(saved)
    } catch (error) {
      setServerFieldErrors(error, setError, Object.keys(EMPTY_PRODUCT_FORM))
    }
  })

  const numberField = (name: NumberFieldName, label: string, { required = false, whole = false } = {}) => (
    <FormField label={label} required={required} error={errors[name]?.message}>
      {(fieldControl) => (
        <Input
          {...fieldControl}
          type="number"
          step={whole ? '1' : '0.01'}
          min={0}
          inputMode={whole ? 'numeric' : 'decimal'}
          {...register(name, numberInput)}
        />
      )}
    </FormField>
  )
  const textField = (name: AccountingFieldName, label: string) => (
    <FormField label={label} error={errors[name]?.message}>
      {(fieldControl) => <Input {...fieldControl} {...register(name)} />}
    </FormField>
  )

  const stored = (product?.productImages ?? []).filter((image) => !removedImageIds.includes(image.id))
  const title = product ? 'Edit Product' : 'Add Product'

  return (
    <form onSubmit={submit} noValidate aria-labelledby="product-form-title">
      <div
        className={cn(
          'sticky top-14 z-30 -mx-4 mb-6 flex flex-wrap items-center justify-between gap-2 border-b bg-background/95 px-4 py-3 backdrop-blur transition-shadow md:-mx-6 md:px-6',
          scrolled && 'shadow-md',
        )}
      >
        <div className="flex min-w-0 items-center gap-2">
          <Button asChild variant="ghost" size="icon" aria-label={backTo.label}>
            {backTo.link}
          </Button>
          <h1 id="product-form-title" className="truncate text-xl font-bold tracking-tight">
            {title}
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <Button asChild variant="outline">
            {backTo.cancel}
          </Button>
          <Button
            type="submit"
            disabled={save.isPending || (changedElsewhere && onReload !== undefined)}
            aria-describedby={changedElsewhere && onReload ? CHANGED_ELSEWHERE_ID : undefined}
            aria-keyshortcuts={SAVE_SHORTCUT}
          >
            {save.isPending && <Loader2 aria-hidden className="animate-spin" />}
            {save.isPending ? 'Saving...' : product ? 'Save Changes' : 'Create Product'}
          </Button>
        </div>
      </div>

      {guard.dialog}
      {changedElsewhere && onReload && <ChangedElsewhereBanner subject="product" onReload={onReload} />}
      {save.isError && !conflicted && (
        <Alert variant="destructive" className="mb-6">
          <AlertDescription>
            {product ? 'Failed to update product' : 'Failed to create product'}: {toApiError(save.error).message}
          </AlertDescription>
        </Alert>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>Basic Information</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <FormField label="Product Name" required error={errors.name?.message} className="sm:col-span-2">
                {(control) => <Input {...control} {...register('name')} autoComplete="off" />}
              </FormField>
              <FormField label="Description" error={errors.description?.message} className="sm:col-span-2">
                {(control) => (
                  // It grows with the text up to about 12 lines, then scrolls.
                  <Textarea {...control} rows={4} className="max-h-72 overflow-y-auto" {...register('description')} />
                )}
              </FormField>
              <FormField label="SKU" required error={errors.sku?.message}>
                {(control) => <Input {...control} {...register('sku')} autoComplete="off" />}
              </FormField>
              <FormField label="Status" error={errors.status?.message}>
                {(fieldControl) => (
                  <Controller
                    control={control}
                    name="status"
                    render={({ field }) => (
                      <ProductStatusSelect
                        value={field.value}
                        onValueChange={field.onChange}
                        trigger={{ ...fieldControl, onBlur: field.onBlur }}
                      />
                    )}
                  />
                )}
              </FormField>
              <FormField
                label="Categories"
                error={errors.categories?.message}
                hint="Separate categories with commas."
                className="sm:col-span-2"
              >
                {(control) => <Input {...control} {...register('categories')} autoComplete="off" />}
              </FormField>
              {categories.length > 0 && (
                <div className="flex flex-wrap gap-2 sm:col-span-2" role="group" aria-label="Existing categories">
                  {categories.map((category) => (
                    <Button
                      key={category.id}
                      type="button"
                      size="sm"
                      variant={isChosen(category.name) ? 'default' : 'outline'}
                      aria-pressed={isChosen(category.name)}
                      onClick={() => toggleCategory(category.name)}
                    >
                      {category.name}
                    </Button>
                  ))}
                </div>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Pricing & Stock</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-3">
              {numberField('price', 'Price', { required: true })}
              {numberField('cost', 'Cost')}
              {numberField('quantity', 'Stock', { required: true, whole: true })}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Accounting</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              {textField('itemId', 'Item ID')}
              {textField('account', 'Account')}
              {textField('assetAccount', 'Asset Account')}
              {textField('cogsAccount', 'COGS Account')}
              {numberField('accumulatedDepreciation', 'Accumulated Depreciation')}
            </CardContent>
          </Card>
        </div>

        <Card className="h-fit">
          <CardHeader>
            <CardTitle>Images</CardTitle>
          </CardHeader>
          <CardContent>
            <ProductImagesField
              stored={stored}
              added={newImages}
              onAdd={(files) => setNewImages((current) => [...current, ...files])}
              onRemoveStored={(id) => setRemovedImageIds((current) => [...current, id])}
              onRemoveAdded={(index) => setNewImages((current) => current.filter((_, i) => i !== index))}
            />
          </CardContent>
        </Card>
      </div>
    </form>
  )
}
