import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { InventoryPage } from '@/features/inventory/inventory-page'
import { inventoryStockOptions } from '@/features/inventory/stock/queries'
import { InventoryStockSearch } from '@/features/inventory/stock/stock-search'

export const Route = createFileRoute('/_app/inventory')({
  validateSearch: InventoryStockSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requireArea(context.user, 'inventory'),
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(inventoryStockOptions(deps)),
  component: InventoryPage,
})
