import { z } from 'zod/mini'
import {
  atMostDecimals,
  boundedAmount,
  boundedInt,
  INT4_MAX,
  MONEY_MAX,
  moneyAmount,
  multiLineText,
  singleLineText,
  TEXT_MAX,
} from '@/shared/input-bounds'
import { skipSchema, pageSizeSchema } from '@/shared/paging'
import { ARCHIVED_PRODUCTS_PAGE_SIZE, PRODUCT_STATUSES } from '@/shared/product-rules'

export const PRODUCT_MESSAGES = {
  invalid: 'Invalid product data',
  nameEmpty: 'Product name cannot be empty',
  priceNotPositive: 'Product price must be greater than 0',
  skuEmpty: 'SKU is required',
  skuTaken: (sku: string) => `Another product already has the SKU "${sku}".`,
  uniqueTaken: 'Another product already has one of these values. Change it and save again.',
  changedElsewhere: 'Someone else changed this product while you were editing.',
} as const

const PRODUCT_NAME_MAX_LENGTH = 200
const PRODUCT_DESCRIPTION_MAX_LENGTH = 5000
const PRODUCT_SKU_MAX_LENGTH = 64
const CATEGORY_NAME_MAX_LENGTH = 80
const PRODUCT_CATEGORIES_MAX = 20
/** Heaviest weight the column holds (numeric(10, 3)). */
const PRODUCT_WEIGHT_MAX = 9_999_999.999

const amount = moneyAmount
const optionalText = (max: number, label: string) => singleLineText(max, label)
const categoryName = singleLineText(CATEGORY_NAME_MAX_LENGTH, 'A category name').check(
  z.minLength(1, 'A category name is required'),
)

/** Each field's rule, once; the create, update and form schemas below are made of them. */
const fields = {
  name: singleLineText(PRODUCT_NAME_MAX_LENGTH, 'Product name').check(z.minLength(1, PRODUCT_MESSAGES.nameEmpty)),
  description: multiLineText(PRODUCT_DESCRIPTION_MAX_LENGTH, 'Description'),
  price: z
    .number({ message: 'Price must be a number' })
    .check(
      z.gt(0, PRODUCT_MESSAGES.priceNotPositive),
      z.lte(MONEY_MAX, 'Price is too large'),
      atMostDecimals(2, 'Price'),
    ),
  cost: amount('Cost'),
  quantity: z
    .number({ message: 'Stock must be a number' })
    .check(
      z.int('Stock must be a whole number'),
      z.gte(0, 'Stock cannot be negative'),
      z.lte(INT4_MAX, 'Stock is too large'),
    ),
  sku: singleLineText(PRODUCT_SKU_MAX_LENGTH, 'SKU').check(z.minLength(1, PRODUCT_MESSAGES.skuEmpty)),
  status: z.enum(PRODUCT_STATUSES),
  categories: z
    .array(categoryName)
    .check(z.maxLength(PRODUCT_CATEGORIES_MAX, `At most ${PRODUCT_CATEGORIES_MAX} categories`)),
  itemId: optionalText(64, 'Item ID'),
  account: optionalText(64, 'Account'),
  assetAccount: optionalText(64, 'Asset account'),
  cogsAccount: optionalText(64, 'COGS account'),
  accumulatedDepreciation: amount('Accumulated depreciation'),
  weight: z.nullable(boundedAmount(PRODUCT_WEIGHT_MAX, 'Weight').check(atMostDecimals(3, 'Weight'))),
}

type Fields = typeof fields

/** What a product gets for a field left out on create, and what the empty form starts with (spec: 0 and empty). */
export const PRODUCT_DEFAULTS = {
  description: '',
  cost: 0,
  quantity: 0,
  categories: [],
  itemId: '',
  account: '',
  assetAccount: '',
  cogsAccount: '',
  accumulatedDepreciation: 0,
} satisfies { [K in keyof Fields]?: z.output<Fields[K]> }

type Defaulted = keyof typeof PRODUCT_DEFAULTS

/** The fields that have a default, each with its rule and its default. */
const defaultedFields = Object.fromEntries(
  (Object.keys(PRODUCT_DEFAULTS) as Defaulted[]).map((key) => [key, z._default(fields[key], PRODUCT_DEFAULTS[key])]),
) as { [K in Defaulted]: z.ZodMiniDefault<Fields[K]> }

export const ProductCreateSchema = z.object({
  ...fields,
  ...defaultedFields,
  status: z.optional(fields.status),
  isActive: z.optional(z.boolean()),
  weight: z.optional(fields.weight),
})

/**
 * An update changes only the fields it carries; a carried field obeys the same rule as on create. A carried version
 * is the one the editor loaded: the update is refused when the product has moved on since.
 */
export const ProductUpdateSchema = z.partial(
  z.object({ ...fields, isActive: z.boolean(), version: boundedInt(1, INT4_MAX, 'Version') }),
)
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

/** The fields the create and edit form has: all but the weight, which the form does not offer. */
const { weight: _notOnTheForm, ...formFields } = fields

/** The create and edit form: the API's fields, with categories as comma-separated text. */
export const ProductFormSchema = z.object({
  ...formFields,
  categories: z
    .string()
    .check(
      z.refine(
        (text) => fields.categories.safeParse(parseCategoryList(text)).success,
        'Up to 20 categories, each at most 80 characters',
      ),
    ),
})
export type ProductFormValues = z.input<typeof ProductFormSchema>

/** Form numbers follow the spec: anything that is not a number becomes 0. */
export const numberOrZero = (value: unknown): number => {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').trim())
  return Number.isFinite(number) ? number : 0
}

export const ProductCategorySchema = z.object({
  name: singleLineText(CATEGORY_NAME_MAX_LENGTH, 'Category name').check(z.minLength(1, 'Category name is required')),
  description: z.nullish(multiLineText(TEXT_MAX.note, 'Description')),
  isActive: z.optional(z.boolean()),
})

/** What a bulk update sets; which products it acts on is a bulk selection (ids or every matching). */
export const BulkProductUpdateSchema = z
  .object({
    status: z.nullish(fields.status),
    price: z.nullish(fields.price),
    categories: z.nullish(fields.categories),
  })
  .check(
    z.refine((values) => values.status != null || values.price != null || values.categories != null, {
      message: 'Choose a status, a price or categories to apply',
      path: ['_'],
    }),
  )

/** The archived products view: an optional term (name or SKU) and a page. */
export const ArchivedProductsQuerySchema = z.object({
  search: z.optional(singleLineText(TEXT_MAX.line, 'Search')),
  skip: z._default(skipSchema('Skip'), 0),
  pageSize: z._default(pageSizeSchema('Page size'), ARCHIVED_PRODUCTS_PAGE_SIZE),
})
