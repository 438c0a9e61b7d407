import { PageHeader } from '@/components/layout/page-header'
import { InventoryStockSection } from './stock/components/inventory-stock-section'

/** /inventory: the stock table of every product. */
export function InventoryPage() {
  return (
    <>
      <PageHeader
        title="Inventory Management"
        description="Stock of every product, its adjustments and their history."
      />
      <InventoryStockSection />
    </>
  )
}
