import { eq } from 'drizzle-orm'
import { users } from '@/server/db/schema'
import { authorize } from '@/server/graphql/authorize'
import type { ProductCategoryResolvers, ProductResolvers, QueryResolvers } from '@/server/graphql/resolvers-types'
import { countProductsInCategory, findProductById, listCategories } from '@/server/repositories/product-repository'
import { searchProducts } from '@/server/services/product-search'
import { PermissionLevel } from '@/shared/permissions'

const money = (value: string | null) => (value === null ? 0 : Number(value))
const optionalNumber = (value: string | null) => (value === null ? null : Number(value))

export const productQueries: QueryResolvers = {
  searchProducts: async (_parent, { search }, context) => {
    await authorize(context, 'products', PermissionLevel.View)
    return searchProducts(context.db, search.parameters)
  },
  productById: async (_parent, { id }, context) => {
    await authorize(context, 'products', PermissionLevel.View)
    const product = await findProductById(context.db, id)
    return product
      ? { success: true, message: 'Product found', product }
      : { success: false, message: 'Product not found', product: null }
  },
  product: async (_parent, { id }, context) => {
    await authorize(context, 'products', PermissionLevel.View)
    return (await findProductById(context.db, id)) ?? null
  },
  productCategories: async (_parent, _args, context) => {
    await authorize(context, 'products', PermissionLevel.View)
    return (await listCategories(context.db)).map((row) => ({ ...row.category, productsCount: row.productsCount }))
  },
}

export const productFields: ProductResolvers = {
  price: (product) => money(product.price),
  cost: (product) => money(product.cost),
  stock: (product) => product.quantity,
  barcode: (product) => product.sku,
  isActive: (product) => product.status === 'ACTIVE',
  categories: (product) => product.categories.map((category) => category.name),
  category: (product) => product.categories[0]?.name ?? null,
  productCategories: (product) => product.categories,
  images: (product) => product.images.map((image) => image.url),
  image: (product) => product.images[0]?.url ?? null,
  productImages: (product) => product.images.map((image) => ({ ...image, size: image.sizeBytes })),
  accumulatedDepreciation: (product) => money(product.accumulatedDepreciation),
  weight: (product) => optionalNumber(product.weight),
  dimensions: (product) =>
    product.length === null && product.width === null && product.height === null
      ? null
      : {
          length: optionalNumber(product.length),
          width: optionalNumber(product.width),
          height: optionalNumber(product.height),
        },
  archived: (product) => product.archivedAt !== null,
  createdBy: async (product, _args, context) => {
    if (!product.createdById) return null
    const [creator] = await context.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, product.createdById))
    return creator ? `${creator.firstName} ${creator.lastName}` : null
  },
}

export const productCategoryFields: ProductCategoryResolvers = {
  id: (category) => String(category.id),
  productsCount: async (category, _args, context) =>
    category.productsCount ?? (await countProductsInCategory(context.db, category.id)),
}
