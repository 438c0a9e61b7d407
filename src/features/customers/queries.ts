import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  AddCustomerNoteDocument,
  CreateCustomerDocument,
  EraseCustomerDocument,
  ExportCustomersDocument,
  ExportSelectedCustomersDocument,
  GetCustomerDataDocument,
  GetCustomerDocument,
  GetCustomersDocument,
  SetCustomerActiveDocument,
  SetCustomersActiveDocument,
  UpdateCustomerDocument,
  type CustomerInput,
  type ExportSelectedCustomersQueryVariables,
} from '@/gql/graphql'
import { gqlRequest } from '@/lib/graphql-client'
import { customerFilter, customerFilterUnpaged, type CustomerListSearch } from './customer-list-search'

const customerKeys = {
  all: ['customers'] as const,
  list: (search: CustomerListSearch) => [...customerKeys.all, 'list', search] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
}

export const customerListOptions = (search: CustomerListSearch) =>
  queryOptions({
    queryKey: customerKeys.list(search),
    queryFn: async ({ signal }) =>
      (await gqlRequest(GetCustomersDocument, { filter: customerFilter(search) }, signal)).customers,
  })

/** CSV of every customer the list's search and filters match, in its sort. */
export const exportCustomersCsv = async (search: CustomerListSearch) =>
  (await gqlRequest(ExportCustomersDocument, { filter: customerFilterUnpaged(search) })).exportCustomers

/** The same CSV of the chosen customers: the ids ticked, or every match of the list's filter but the unticked. */
export const exportSelectedCustomersCsv = async (selection: ExportSelectedCustomersQueryVariables) =>
  (await gqlRequest(ExportSelectedCustomersDocument, selection)).exportSelectedCustomers

export const customerOptions = (id: string) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: async ({ signal }) => (await gqlRequest(GetCustomerDocument, { id }, signal)).customer,
    staleTime: 0,
  })

/** A change to customers: on success the lists and the customer's page read again. */
function useCustomerChange<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  })
}

export const useCreateCustomer = () =>
  useCustomerChange(
    async (input: CustomerInput) => (await gqlRequest(CreateCustomerDocument, { input })).createCustomer,
  )

export const useUpdateCustomer = () =>
  useCustomerChange(
    async (variables: { id: string; version: number; input: CustomerInput }) =>
      (await gqlRequest(UpdateCustomerDocument, variables)).updateCustomer,
  )

export const useAddCustomerNote = (customerId: string) =>
  useCustomerChange(
    async (body: string) => (await gqlRequest(AddCustomerNoteDocument, { customerId, note: { body } })).addCustomerNote,
  )

export const useSetCustomerActive = () =>
  useCustomerChange(
    async (variables: { id: string; version: number; active: boolean }) =>
      (await gqlRequest(SetCustomerActiveDocument, variables)).setCustomerActive,
  )

/** Deactivates or reactivates the chosen customers (the same selection as Export Selected). */
export const useSetCustomersActive = () =>
  useCustomerChange(
    async (variables: ExportSelectedCustomersQueryVariables & { active: boolean }) =>
      (await gqlRequest(SetCustomersActiveDocument, variables)).setCustomersActive,
  )

/** Everything the store holds about the customer, as the JSON document the server makes. */
export const customerDataJson = async (id: string) => (await gqlRequest(GetCustomerDataDocument, { id })).customerData

export const useEraseCustomer = () =>
  useCustomerChange(
    async (variables: { id: string; version: number }) =>
      (await gqlRequest(EraseCustomerDocument, variables)).eraseCustomer,
  )
