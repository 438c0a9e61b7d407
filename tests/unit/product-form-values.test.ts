import { describe, expect, it } from 'vitest'
import type { ProductDetailFragment } from '@/gql/graphql'
import { EMPTY_PRODUCT_FORM, toFormValues, toProductInput } from '@/features/products/product-form-values'
import { ProductCreateSchema, ProductFormSchema } from '@/shared/product-schemas'

const product: ProductDetailFragment = {
  id: '7d0c2d4e-0000-4000-8000-000000000001',
  name: 'Brass Door Hinge',
  description: 'Solid brass',
  price: 12.5,
  cost: 4.25,
  stock: 7,
  status: 'INACTIVE',
  category: 'Hardware',
  categories: ['Hardware', 'Doors'],
  sku: 'HNG-001',
  images: [],
  productImages: [],
  itemId: 'ITM-1',
  account: '4000',
  assetAccount: '1400',
  cogsAccount: '5000',
  accumulatedDepreciation: 1.5,
  archived: false,
  archivedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  version: 3,
}

describe('the product form values', () => {
  it('start empty as a create that leaves every optional field out would store', () => {
    const required = { name: 'Hinge', price: 1, sku: 'H-1' }
    const fromForm = ProductCreateSchema.parse(toProductInput({ ...EMPTY_PRODUCT_FORM, ...required }))
    expect(fromForm).toEqual({ ...ProductCreateSchema.parse(required), status: 'ACTIVE' })
  })

  it("hold a product's fields, its stock as the quantity and its categories as text, and nothing else", () => {
    const values = toFormValues(product)
    expect(values).toEqual({
      name: 'Brass Door Hinge',
      description: 'Solid brass',
      price: 12.5,
      cost: 4.25,
      quantity: 7,
      sku: 'HNG-001',
      status: 'INACTIVE',
      categories: 'Hardware, Doors',
      itemId: 'ITM-1',
      account: '4000',
      assetAccount: '1400',
      cogsAccount: '5000',
      accumulatedDepreciation: 1.5,
    })
    expect(Object.keys(values).sort()).toEqual(Object.keys(ProductFormSchema.shape).sort())
    expect(ProductFormSchema.safeParse(values).success).toBe(true)
  })
})
