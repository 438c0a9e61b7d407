import { createFileRoute } from '@tanstack/react-router'
import { InventoryPage } from '@/features/inventory/inventory-page'
import { inventoryStockOptions } from '@/features/inventory/stock/queries'
import { InventoryStockSearch } from '@/features/inventory/stock/stock-search'
import { requireArea } from '@/lib/session/require-area'
import { waitOnEnter } from '@/lib/route-loading'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/inventory')({
  validateSearch: InventoryStockSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requireArea(context.user, 'inventory'),
  loader: ({ context: { queryClient }, deps, cause }) =>
    waitOnEnter(cause, queryClient.ensureQueryData(inventoryStockOptions(deps))),
  head: () => pageHead('Inventory'),
  component: InventoryPage,
})
