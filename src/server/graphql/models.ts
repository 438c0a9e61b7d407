/** The server-side shapes that resolvers return for GraphQL object types (codegen mappers). */
import type {
  CategoryRow,
  CustomerNoteRow,
  GroupRow,
  OrderAddressRow,
  OrderEventRow,
  OrderItemRow,
  OrderNoteRow,
  PaymentRow,
  RoleRow,
  UserRow,
} from '@/server/db/schema'
import type { readPreview } from '@/server/services/inventory/upload-preview'

export type UserModel = UserRow
export type GroupModel = GroupRow
export type RoleModel = RoleRow
export type { ProductModel } from '@/server/repositories/product-repository'
export type CategoryModel = CategoryRow & { productsCount?: number }
export type { OrderModel } from '@/server/repositories/order-repository'
export type OrderItemModel = OrderItemRow
export type AddressModel = OrderAddressRow
export type PaymentModel = PaymentRow
export type OrderEventModel = OrderEventRow
export type OrderNoteModel = OrderNoteRow
export type { CustomerModel } from '@/server/repositories/customer-list-repository'
export type CustomerNoteModel = CustomerNoteRow
export type { DashboardModel } from '@/server/services/dashboard/dashboard'
export type { ProductSearchModel } from '@/server/services/products/product-search'
import type { UploadOutcome } from '@/server/services/inventory/inventory-upload'
export type { UploadOutcome as BulkUploadResultModel }
/** A preview's figures and rows; previewInventoryUpload's answer also carries the preview's own outcome. */
export type UploadPreviewModel = Awaited<ReturnType<typeof readPreview>> & { outcome?: UploadOutcome }
/** A bulk change's outcome; the changed products are read only when the query asks for them. */
export interface BulkUpdateResultModel {
  success: boolean
  message: string
  updatedCount: number
  updatedProductIds: readonly string[]
}
/** A list's page; only a product search's total can be a lower bound, so the other lists leave the flag out. */
export interface PaginationModel {
  totalCount: number
  totalCountIsLowerBound?: boolean
  skip: number
  pageSize: number
}
