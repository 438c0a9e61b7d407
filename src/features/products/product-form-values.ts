import type { ProductDetailFragment, ProductInput } from '@/gql/graphql'
import { parseCategoryList, PRODUCT_DEFAULTS, type ProductFormValues } from '@/shared/product-schemas'

/** Spec defaults: numbers 0, text empty, active; the create schema's defaults where it has one. */
export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  ...PRODUCT_DEFAULTS,
  name: '',
  price: 0,
  sku: '',
  status: 'ACTIVE',
  categories: PRODUCT_DEFAULTS.categories.join(', '),
}

/** The form's fields that the product carries under the same name and type: all but stock and categories. */
type SameNamed = Exclude<keyof ProductFormValues, 'quantity' | 'categories'>
const SAME_NAMED = Object.keys(EMPTY_PRODUCT_FORM).filter(
  (key): key is SameNamed => key !== 'quantity' && key !== 'categories',
)

const pick = <T extends object, K extends keyof T>(object: T, keys: readonly K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>

export function toFormValues(product: ProductDetailFragment): ProductFormValues {
  return {
    ...pick(product, SAME_NAMED),
    quantity: product.stock,
    categories: product.categories.join(', '),
  }
}

export function toProductInput(values: ProductFormValues): ProductInput {
  return { ...values, categories: parseCategoryList(values.categories) }
}
