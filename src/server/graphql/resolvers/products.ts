import { authorize } from '@/server/graphql/authorize'
import type {
  ProductCategoryResolvers,
  ProductResolvers,
  ProductSearchResultResolvers,
  BulkUpdateResultResolvers,
  QueryResolvers,
} from '@/server/graphql/resolvers-types'
import { listArchivedProducts } from '@/server/services/products/product-archive'
import { productCategoryList } from '@/server/services/products/product-categories'
import { exportProducts } from '@/server/services/products/product-export'
import { productById, productsByIds, searchProducts } from '@/server/services/products/product-search'
import { fullName } from '@/shared/names'
import { PermissionLevel } from '@/shared/permissions'

export const productQueries: QueryResolvers = {
  searchProducts: async (_parent, { search }, context) => {
    await authorize(context, 'products', PermissionLevel.View)
    return searchProducts(context.db, search.parameters, context.countCap)
  },
  productById: async (_parent, { id }, context) => {
    await authorize(context, 'products', PermissionLevel.View)
    const product = await productById(context.db, id)
    return product
      ? { success: true, message: 'Product found', product }
      : { success: false, message: 'Product not found', product: null }
  },
  product: async (_parent, { id }, context) => {
    await authorize(context, 'products', PermissionLevel.View)
    return (await productById(context.db, id)) ?? null
  },
  exportProducts: async (_parent, { ids, matching }, context) => {
    await authorize(context, 'products', PermissionLevel.View)
    return exportProducts(context.db, { ids, matching })
  },
  archivedProducts: async (_parent, args, context) => {
    await authorize(context, 'products', PermissionLevel.View)
    return listArchivedProducts(context.db, args)
  },
  productCategories: async (_parent, _args, context) => {
    await authorize(context, 'products', PermissionLevel.View)
    return productCategoryList(context.db)
  },
}

/** Read only when asked for: "all matching" can change a whole catalogue, and a screen needs just the count. */
export const bulkUpdateResultFields: BulkUpdateResultResolvers = {
  updatedProducts: (result, _args, context) => productsByIds(context.db, result.updatedProductIds),
}

/** A search's counts are taken only when the query asks for them (see searchProducts). */
export const productSearchResultFields: ProductSearchResultResolvers = {
  pagination: async (result) => (await result.summary()).pagination,
  filters: async (result) => (await result.summary()).filters,
}

export const productFields: ProductResolvers = {
  stock: (product) => product.quantity,
  barcode: (product) => product.sku,
  isActive: (product) => product.status === 'ACTIVE',
  categories: async (product, _args, context) =>
    (await context.loaders.productRelations.load(product.id)).categories.map((category) => category.name),
  category: async (product, _args, context) =>
    (await context.loaders.productRelations.load(product.id)).categories[0]?.name ?? null,
  productCategories: async (product, _args, context) =>
    (await context.loaders.productRelations.load(product.id)).categories,
  images: async (product, _args, context) =>
    (await context.loaders.productRelations.load(product.id)).images.map((image) => image.url),
  image: async (product, _args, context) =>
    (await context.loaders.productRelations.load(product.id)).images[0]?.url ?? null,
  productImages: async (product, _args, context) =>
    (await context.loaders.productRelations.load(product.id)).images.map((image) => ({
      ...image,
      size: image.sizeBytes,
    })),
  dimensions: (product) =>
    product.length === null && product.width === null && product.height === null
      ? null
      : {
          length: product.length,
          width: product.width,
          height: product.height,
        },
  archived: (product) => product.archivedAt !== null,
  createdBy: async (product, _args, context) => {
    const creator = product.createdById ? await context.loaders.userNames.load(product.createdById) : undefined
    return creator ? fullName(creator) : null
  },
}

export const productCategoryFields: ProductCategoryResolvers = {
  id: (category) => String(category.id),
  productsCount: async (category, _args, context) =>
    category.productsCount ?? (await context.loaders.categoryProductCounts.load(category.id)),
}
