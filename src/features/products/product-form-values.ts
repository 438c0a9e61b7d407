import type { ProductDetailFragment, ProductInput } from '@/gql/graphql'
import { parseCategoryList, type ProductFormValues } from '@/shared/product-schemas'

/** Spec defaults: numbers 0, text empty, active. */
export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  price: 0,
  cost: 0,
  quantity: 0,
  sku: '',
  status: 'ACTIVE',
  categories: '',
  itemId: '',
  account: '',
  assetAccount: '',
  cogsAccount: '',
  accumulatedDepreciation: 0,
}

export function toFormValues(product: ProductDetailFragment): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    cost: product.cost,
    quantity: product.stock,
    sku: product.sku,
    status: product.status,
    categories: product.categories.join(', '),
    itemId: product.itemId,
    account: product.account,
    assetAccount: product.assetAccount,
    cogsAccount: product.cogsAccount,
    accumulatedDepreciation: product.accumulatedDepreciation,
  }
}

export function toProductInput(values: ProductFormValues): ProductInput {
  return { ...values, categories: parseCategoryList(values.categories) }
}
