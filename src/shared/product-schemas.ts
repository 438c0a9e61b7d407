import { z } from 'zod'
import { PRODUCT_STATUSES } from '@/shared/product-rules'

export const PRODUCT_MESSAGES = {
  invalid: 'Invalid product data',
  nameEmpty: 'Product name cannot be empty',
  priceNotPositive: 'Product price must be greater than 0',
  skuEmpty: 'SKU is required',
  skuTaken: (sku: string) => `Another product already has the SKU "${sku}".`,
} as const

export const PRODUCT_NAME_MAX_LENGTH = 200
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 5000
/** Highest price or cost the money columns hold (numeric(12, 2)). */
export const PRODUCT_MONEY_MAX = 9_999_999_999.99

const amount = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .min(0, `${label} cannot be negative`)
    .max(PRODUCT_MONEY_MAX, `${label} is too large`)

const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label} is too long`)

/** Each field's rule, once; the create, update and form schemas below are made of them. */
const fields = {
  name: z
    .string()
    .trim()
    .min(1, PRODUCT_MESSAGES.nameEmpty)
    .max(PRODUCT_NAME_MAX_LENGTH, `Product name must be at most ${PRODUCT_NAME_MAX_LENGTH} characters`),
  description: optionalText(PRODUCT_DESCRIPTION_MAX_LENGTH, 'Description'),
  price: z
    .number({ message: 'Price must be a number' })
    .gt(0, PRODUCT_MESSAGES.priceNotPositive)
    .max(PRODUCT_MONEY_MAX, 'Price is too large'),
  cost: amount('Cost'),
  quantity: z
    .number({ message: 'Stock must be a number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(2_147_483_647, 'Stock is too large'),
  sku: z.string().trim().min(1, PRODUCT_MESSAGES.skuEmpty).max(64, 'SKU must be at most 64 characters'),
  status: z.enum(PRODUCT_STATUSES),
  categories: z.array(z.string().trim().min(1).max(80, 'A category name is at most 80 characters')).max(20),
  itemId: optionalText(64, 'Item ID'),
  account: optionalText(64, 'Account'),
  assetAccount: optionalText(64, 'Asset account'),
  cogsAccount: optionalText(64, 'COGS account'),
  accumulatedDepreciation: amount('Accumulated depreciation'),
  weight: amount('Weight').nullable(),
}

export const ProductCreateSchema = z.object({
  ...fields,
  description: fields.description.default(''),
  cost: fields.cost.default(0),
  quantity: fields.quantity.default(0),
  status: fields.status.optional(),
  isActive: z.boolean().optional(),
  categories: fields.categories.default([]),
  itemId: fields.itemId.default(''),
  account: fields.account.default(''),
  assetAccount: fields.assetAccount.default(''),
  cogsAccount: fields.cogsAccount.default(''),
  accumulatedDepreciation: fields.accumulatedDepreciation.default(0),
  weight: fields.weight.optional(),
})
export type ProductCreateValues = z.output<typeof ProductCreateSchema>

/** An update changes only the fields it carries; a carried field obeys the same rule as on create. */
export const ProductUpdateSchema = z.object({ ...fields, isActive: z.boolean() }).partial()
export type ProductUpdateValues = z.output<typeof ProductUpdateSchema>

/** The status a create or update stores: an explicit status wins, otherwise isActive picks ACTIVE or INACTIVE. */
export function effectiveStatus(values: { status?: string | null; isActive?: boolean | null }) {
  if (values.status) return values.status
  if (values.isActive === undefined || values.isActive === null) return undefined
  return values.isActive ? 'ACTIVE' : 'INACTIVE'
}

/** Comma-separated category text as the edit form takes it, trimmed, without blanks or repeats (any case). */
export function parseCategoryList(text: string): string[] {
  const seen = new Set<string>()
  const names: string[] = []
  for (const part of text.split(',')) {
    const name = part.trim()
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase())
      names.push(name)
    }
  }
  return names
}

/** The create and edit form: the API's fields, with categories as comma-separated text. */
export const ProductFormSchema = z.object({
  name: fields.name,
  description: fields.description,
  price: fields.price,
  cost: fields.cost,
  quantity: fields.quantity,
  sku: fields.sku,
  status: fields.status,
  categories: z
    .string()
    .refine(
      (text) => fields.categories.safeParse(parseCategoryList(text)).success,
      'Up to 20 categories, each at most 80 characters',
    ),
  itemId: fields.itemId,
  account: fields.account,
  assetAccount: fields.assetAccount,
  cogsAccount: fields.cogsAccount,
  accumulatedDepreciation: fields.accumulatedDepreciation,
})
export type ProductFormValues = z.input<typeof ProductFormSchema>

/** Form numbers follow the spec: anything that is not a number becomes 0. */
export const numberOrZero = (value: unknown): number => {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').trim())
  return Number.isFinite(number) ? number : 0
}

export const ProductCategorySchema = z.object({
  name: z.string().trim().min(1, 'Category name is required').max(80, 'Category name must be at most 80 characters'),
  description: z.string().trim().max(500, 'Description is too long').nullish(),
  isActive: z.boolean().optional(),
})

export const BULK_UPDATE_MAX = 1000

export const BulkProductUpdateSchema = z
  .object({
    ids: z.array(z.string()).min(1, 'Choose at least one product').max(BULK_UPDATE_MAX, 'Update at most 1000 at once'),
    status: fields.status.nullish(),
    price: fields.price.nullish(),
    categories: fields.categories.nullish(),
  })
  .refine((values) => values.status != null || values.price != null || values.categories != null, {
    message: 'Choose a status, a price or categories to apply',
    path: ['_'],
  })
