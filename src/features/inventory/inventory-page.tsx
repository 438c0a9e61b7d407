import { PageHeader } from '@/components/layout/page-header'
import { InventoryStockSection } from './stock/components/inventory-stock-section'
import { BulkUploadSection } from './upload/bulk-upload-section'

/** /inventory: bulk upload of a spreadsheet, then the stock table of every product. */
export function InventoryPage() {
  return (
    <>
      <PageHeader
        title="Inventory Management"
        description="Stock of every product, its adjustments and their history, and bulk updates from a spreadsheet."
      />
      <div className="space-y-6">
        <BulkUploadSection />
        <InventoryStockSection />
      </div>
    </>
  )
}
