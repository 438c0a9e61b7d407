import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  ArchivedProductsDocument,
  ArchiveProductDocument,
  BulkUpdateProductsDocument,
  CreateProductDocument,
  DeleteProductImageDocument,
  DeleteProductsDocument,
  DuplicateProductDocument,
  ExportProductsDocument,
  GetProductByIdDocument,
  ProductCategoriesDocument,
  ProductChangedDocument,
  RestoreProductDocument,
  RestoreProductsDocument,
  SearchProductsDocument,
  UpdateProductDocument,
  UploadProductImageDocument,
  type BulkProductUpdateInput,
  type ProductDetailFragment,
  type ProductMatchingInput,
} from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { gqlRequest } from '@/lib/graphql-client'
import { useLiveSubscription } from '@/lib/use-live-subscription'
import { ARCHIVED_PRODUCTS_PAGE_SIZE } from '@/shared/product-rules'
import type { ProductFormValues } from '@/shared/product-schemas'
import { toProductInput } from './product-form-values'
import { loadedProducts } from './product-count'
import { productSearchParameters, type ProductPageStart } from '@/shared/product-search-parameters'
import { productQueryOf, type ProductQuery } from './product-list-search'

const productKeys = {
  all: ['products'] as const,
  search: (search: ProductQuery) => [...productKeys.all, 'search', search] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  categories: () => [...productKeys.all, 'categories'] as const,
  archived: (term: string) => [...productKeys.all, 'archived', term] as const,
}

/** Re-reads the open product as soon as anyone changes its stock, price or status, on any server process. */
export function useLiveProduct(productId: string) {
  const queryClient = useQueryClient()
  useLiveSubscription(ProductChangedDocument, { productId }, () => {
    void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) })
  })
}

/**
 * The list's pages: the first with the total and facets, each further one after the cursor of the one before
 * (keyset paging), without counts. The list goes on while the server gives a cursor.
 */
export const productSearchOptions = (search: ProductQuery) =>
  infiniteQueryOptions({
    queryKey: productKeys.search(productQueryOf(search)),
    queryFn: async ({ pageParam, signal }) =>
      (
        await gqlRequest(
          SearchProductsDocument,
          { search: { parameters: productSearchParameters(search, pageParam) }, counted: pageParam.after === null },
          signal,
        )
      ).searchProducts,
    initialPageParam: { skip: 0, after: null } as ProductPageStart,
    getNextPageParam: (last, pages): ProductPageStart | undefined =>
      last.nextCursor ? { skip: loadedProducts(pages), after: last.nextCursor } : undefined,
  })

export const productByIdOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: async ({ signal }) => (await gqlRequest(GetProductByIdDocument, { id }, signal)).productById,
  })

/** The products a bulk action acts on: some by id, or every product the search matches but the excepted ones. */
export type ProductSelectionInput = { ids: string[] } | { matching: ProductMatchingInput }

export const exportProductsCsv = async (selection: ProductSelectionInput) =>
  (await gqlRequest(ExportProductsDocument, selection)).exportProducts

export function useDeleteProducts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (selection: ProductSelectionInput) =>
      (await gqlRequest(DeleteProductsDocument, selection)).deleteProducts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  })
}

/** Undoes a recent deletion (the server keeps deleted products restorable for an hour). */
export function useRestoreProducts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (deletionId: string) =>
      (await gqlRequest(RestoreProductsDocument, { deletionId })).restoreProducts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  })
}

/** Archived products by name, a page at a time; `term` matches name or SKU. */
export const archivedProductsOptions = (term: string | undefined) =>
  infiniteQueryOptions({
    queryKey: productKeys.archived(term?.trim() ?? ''),
    queryFn: async ({ pageParam, signal }) =>
      (
        await gqlRequest(
          ArchivedProductsDocument,
          { search: term?.trim() || null, skip: pageParam, pageSize: ARCHIVED_PRODUCTS_PAGE_SIZE },
          signal,
        )
      ).archivedProducts,
    initialPageParam: 0,
    getNextPageParam: ({ pagination }) =>
      pagination.skip + pagination.pageSize < pagination.totalCount ? pagination.skip + pagination.pageSize : undefined,
  })

/** Archives a product (`archived` true: out of the catalogue, kept for history) or brings it back (false). */
export function useSetProductArchived() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, archived }: { id: string; archived: boolean }) =>
      archived
        ? (await gqlRequest(ArchiveProductDocument, { id })).archiveProduct
        : (await gqlRequest(RestoreProductDocument, { id })).restoreProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  })
}

/** A copy of the product: Inactive, no stock, a fresh SKU, the same categories and images. */
export function useDuplicateProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => (await gqlRequest(DuplicateProductDocument, { id })).duplicateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  })
}

/** What a bulk change sets on the selected products: a status or categories. */
export type ProductBulkChange = Omit<BulkProductUpdateInput, 'ids' | 'matching'>

export function useBulkUpdateProducts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ selection, change }: { selection: ProductSelectionInput; change: ProductBulkChange }) =>
      (await gqlRequest(BulkUpdateProductsDocument, { input: { ...selection, ...change } })).bulkUpdateProducts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  })
}

export const productCategoriesOptions = () =>
  queryOptions({
    queryKey: productKeys.categories(),
    queryFn: async ({ signal }) => (await gqlRequest(ProductCategoriesDocument, {}, signal)).productCategories,
    staleTime: 60_000,
  })

export interface ProductSave {
  /** Absent when creating. */
  id?: string
  /** The version the edit loaded (absent when creating). */
  version?: number
  values: ProductFormValues
  newImages: File[]
  removedImageIds: string[]
}

export interface SavedProduct {
  product: ProductDetailFragment
  /** Images that could not be stored, with the server's reason; the product itself was saved. */
  failedImages: string[]
}

/** Saves the fields first, then removes and uploads images, so a failed image never loses the product's changes. */
export function useSaveProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, version, values, newImages, removedImageIds }: ProductSave): Promise<SavedProduct> => {
      const input = toProductInput(values)
      const product = id
        ? (await gqlRequest(UpdateProductDocument, { id, input: { ...input, version } })).updateProduct
        : (await gqlRequest(CreateProductDocument, { input })).createProduct
      for (const imageId of removedImageIds) {
        await gqlRequest(DeleteProductImageDocument, { productId: product.id, imageId })
      }
      const failedImages: string[] = []
      for (const file of newImages) {
        try {
          await gqlRequest(UploadProductImageDocument, { productId: product.id, file })
        } catch (error) {
          failedImages.push(`${file.name}: ${toApiError(error).message}`)
        }
      }
      return { product, failedImages }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  })
}
