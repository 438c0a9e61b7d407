import { z } from 'zod'
import {
  boundedAmount,
  INT4_MAX,
  MONEY_MAX,
  moneyAmount,
  multiLineText,
  recordId,
  singleLineText,
  TEXT_MAX,
} from '@/shared/input-bounds'
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
export const PRODUCT_SKU_MAX_LENGTH = 64
export const CATEGORY_NAME_MAX_LENGTH = 80
export const PRODUCT_CATEGORIES_MAX = 20
/** Heaviest weight the column holds (numeric(10, 3)). */
export const PRODUCT_WEIGHT_MAX = 9_999_999.999
/** Highest price or cost the money columns hold (numeric(12, 2)). */
export const PRODUCT_MONEY_MAX = MONEY_MAX

const amount = moneyAmount
const optionalText = (max: number, label: string) => singleLineText(max, label)
const categoryName = singleLineText(CATEGORY_NAME_MAX_LENGTH, 'A category name').min(1, 'A category name is required')

/** Each field's rule, once; the create, update and form schemas below are made of them. */
const fields = {
  name: singleLineText(PRODUCT_NAME_MAX_LENGTH, 'Product name').min(1, PRODUCT_MESSAGES.nameEmpty),
  description: multiLineText(PRODUCT_DESCRIPTION_MAX_LENGTH, 'Description'),
  price: z
    .number({ message: 'Price must be a number' })
    .gt(0, PRODUCT_MESSAGES.priceNotPositive)
    .max(MONEY_MAX, 'Price is too large'),
  cost: amount('Cost'),
  quantity: z
    .number({ message: 'Stock must be a number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(INT4_MAX, 'Stock is too large'),
  sku: singleLineText(PRODUCT_SKU_MAX_LENGTH, 'SKU').min(1, PRODUCT_MESSAGES.skuEmpty),
  status: z.enum(PRODUCT_STATUSES),
  categories: z.array(categoryName).max(PRODUCT_CATEGORIES_MAX, `At most ${PRODUCT_CATEGORIES_MAX} categories`),
  itemId: optionalText(64, 'Item ID'),
  account: optionalText(64, 'Account'),
  assetAccount: optionalText(64, 'Asset account'),
  cogsAccount: optionalText(64, 'COGS account'),
  accumulatedDepreciation: amount('Accumulated depreciation'),
  weight: boundedAmount(PRODUCT_WEIGHT_MAX, 'Weight').nullable(),
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
  name: singleLineText(CATEGORY_NAME_MAX_LENGTH, 'Category name').min(1, 'Category name is required'),
  description: multiLineText(TEXT_MAX.note, 'Description').nullish(),
  isActive: z.boolean().optional(),
})

export const BULK_UPDATE_MAX = 1000

/** The products of one bulk change or deletion. */
export const ProductIdsSchema = z
  .array(recordId('Product'))
  .max(BULK_UPDATE_MAX, `Update at most ${BULK_UPDATE_MAX} at once`)

export const BulkProductUpdateSchema = z
  .object({
    ids: ProductIdsSchema.min(1, 'Choose at least one product'),
    status: fields.status.nullish(),
    price: fields.price.nullish(),
    categories: fields.categories.nullish(),
  })
  .refine((values) => values.status != null || values.price != null || values.categories != null, {
    message: 'Choose a status, a price or categories to apply',
    path: ['_'],
  })
