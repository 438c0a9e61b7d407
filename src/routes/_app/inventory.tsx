import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layout/page-header'
import { requireArea } from '@/features/auth/require-area'
import { BulkUploadSection } from '@/features/inventory/upload/bulk-upload-section'

export const Route = createFileRoute('/_app/inventory')({
  beforeLoad: ({ context }) => requireArea(context.user, 'inventory'),
  component: () => (
    <>
      <PageHeader title="Inventory Management" />
      <BulkUploadSection />
    </>
  ),
})
