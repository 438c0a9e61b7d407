import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  AddOrderNoteDocument,
  CancelOrderDocument,
  ChangeOrdersStatusDocument,
  CreateOrderDocument,
  CustomerRecentAddressDocument,
  ExportSelectedOrdersDocument,
  OrderNotesDocument,
  OrderCustomersDocument,
  ExportOrdersDocument,
  GetOrderByIdDocument,
  OrderChangedDocument,
  OrderTimelineDocument,
  ReturnOrderDocument,
  UpdateOrderDocument,
  UpdateOrderStatusDocument,
  type ChangeOrdersStatusMutationVariables,
  type OrderCreateInput,
  type OrderCustomersQuery,
  type OrderDetailFragment,
  type OrderEventPageItemFragment,
  type OrderStatus,
  type OrderUpdateInput,
} from '@/gql/graphql'
import { errorCode } from '@/lib/api-error'
import { gqlRequest } from '@/lib/graphql-client'
import { useLiveSubscription } from '@/lib/use-live-subscription'
import type { SearchParameter } from '@/shared/search-parameters'
import { orderKeys } from './order-list-query'

/** How often an open order checks for changes made by others (it also checks when the window regains focus). */
const ORDER_RECHECK_MS = 15_000

export const orderByIdOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async ({ signal }) => (await gqlRequest(GetOrderByIdDocument, { orderId: id }, signal)).orderById,
    staleTime: 0,
    refetchInterval: ORDER_RECHECK_MS,
  })

/**
 * The open order's timeline a page at a time, newest first, from the page the order was read with (so the first Show
 * more reads only the page after it). Apart from the order's key: a change to the order brings its newest page with
 * it, and the pages loaded below stay as they are (see shownTimeline).
 */
export const orderTimelineOptions = (orderId: string, newest: OrderEventPageItemFragment) =>
  infiniteQueryOptions({
    queryKey: [...orderKeys.all, 'timeline', orderId] as const,
    queryFn: async ({ pageParam, signal }) => {
      const { orderById } = await gqlRequest(OrderTimelineDocument, { orderId, after: pageParam }, signal)
      return orderById?.events ?? { events: [], nextCursor: null }
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    initialData: { pages: [newest], pageParams: [null] },
    staleTime: Infinity,
  })

/**
 * Re-reads the open order as soon as anyone changes it, on any server process. While the user edits, their draft
 * stays as it is and the newer version raises the "someone else changed this order" warning instead.
 */
export function useLiveOrder(orderId: string) {
  const queryClient = useQueryClient()
  useLiveSubscription(OrderChangedDocument, { orderId }, () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) })
  })
}

/** Re-reads the order list when any order changes. */
export function useLiveOrderList() {
  const queryClient = useQueryClient()
  useLiveSubscription(OrderChangedDocument, {}, () => {
    void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'search'] })
  })
}

/** CSV of every order the parameters match (the list's search, filters and sort, without paging). */
export const exportOrdersCsv = async (parameters: SearchParameter[]) =>
  (await gqlRequest(ExportOrdersDocument, { search: { parameters } })).exportOrders

export type OrderCustomer = OrderCustomersQuery['orderCustomers'][number]

/** Customers matching a term, for the order being created. */
export const orderCustomersOptions = (term: string) =>
  queryOptions({
    queryKey: [...orderKeys.all, 'customers', term],
    queryFn: async ({ signal }) => (await gqlRequest(OrderCustomersDocument, { term }, signal)).orderCustomers,
  })

/** Places a new order; the list refreshes and the new order is cached for its page. */
export function useCreateOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (order: OrderCreateInput) => (await gqlRequest(CreateOrderDocument, { order })).createOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order)
      void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'search'] })
    },
  })
}

/**
 * Every order change returns the whole order; it replaces the screen's copy and the list refreshes. A change refused
 * because someone else changed the order first (CONFLICT) fetches the order again, so the screen shows that it
 * changed even when no live update told it.
 */
function useOrderChange<V>(change: (variables: V) => Promise<OrderDetailFragment>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order)
      void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'search'] })
    },
    onError: (error) => {
      if (errorCode(error) === 'CONFLICT')
        void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'detail'] })
    },
  })
}

export const useUpdateOrder = () =>
  useOrderChange(
    async ({ orderId, order }: { orderId: string; order: OrderUpdateInput }) =>
      (await gqlRequest(UpdateOrderDocument, { orderId, order })).updateOrder,
  )

type LoadedOrder = Pick<OrderDetailFragment, 'id' | 'version'>

/** The step to `orderStatus`; a tracking number and carrier given (the step to SHIPPED) go with it, blank means none. */
export const useUpdateOrderStatus = (
  order: LoadedOrder,
  orderStatus: OrderStatus,
  shipment: { trackingNumber: string; carrier: string } = { trackingNumber: '', carrier: '' },
) =>
  useOrderChange<void>(
    async () =>
      (
        await gqlRequest(UpdateOrderStatusDocument, {
          orderId: order.id,
          orderStatus,
          version: order.version,
          ...(shipment.trackingNumber.trim() ? { trackingNumber: shipment.trackingNumber.trim() } : {}),
          ...(shipment.carrier.trim() ? { carrier: shipment.carrier.trim() } : {}),
        })
      ).updateOrderStatus,
  )

export const useCancelOrder = (order: LoadedOrder) =>
  useOrderChange<void>(
    async () => (await gqlRequest(CancelOrderDocument, { orderId: order.id, version: order.version })).cancelOrder,
  )

export const useReturnOrder = (order: LoadedOrder) =>
  useOrderChange<void>(
    async () => (await gqlRequest(ReturnOrderDocument, { orderId: order.id, version: order.version })).returnOrder,
  )

/** The shipping address of the customer's most recent order, to fill in a new one; null when they have none. */
export const customerRecentAddressOptions = (customerId: string) =>
  queryOptions({
    queryKey: [...orderKeys.all, 'customer-address', customerId],
    queryFn: async ({ signal }) =>
      (await gqlRequest(CustomerRecentAddressDocument, { customerId }, signal)).customerRecentAddress.address ?? null,
    staleTime: 0,
  })

/** The order's internal notes, newest first: under the order's key, so every change to the order reads them again. */
export const orderNotesOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...orderKeys.detail(orderId), 'notes'],
    queryFn: async ({ signal }) => (await gqlRequest(OrderNotesDocument, { orderId }, signal)).orderById?.notes ?? [],
  })

/** Adds the viewer's note to the order; the notes are read again. */
export function useAddOrderNote(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: string) =>
      (await gqlRequest(AddOrderNoteDocument, { orderId, note: { body } })).addOrderNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderNotesOptions(orderId).queryKey }),
  })
}

/** What a bulk action on orders acts on: the ids chosen, or every order the list's search matches but some. */
export type OrderSelectionInput = Pick<ChangeOrdersStatusMutationVariables, 'ids' | 'matching'>

/** Moves the chosen orders to one status, all or none; the lists and open orders read again. */
export function useChangeOrdersStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (variables: ChangeOrdersStatusMutationVariables) =>
      (await gqlRequest(ChangeOrdersStatusDocument, variables)).changeOrdersStatus,
    onSuccess: (result) => {
      if (result.updatedCount > 0) void queryClient.invalidateQueries({ queryKey: orderKeys.all })
    },
  })
}

/** The orders export's CSV, of the chosen orders only. */
export const exportSelectedOrdersCsv = async (selection: OrderSelectionInput) =>
  (await gqlRequest(ExportSelectedOrdersDocument, selection)).exportSelectedOrders
