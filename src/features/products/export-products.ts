import type { ProductListItemFragment } from '@/gql/graphql'
import { downloadFile } from '@/lib/format'
import { toCsv } from '@/shared/csv'

export function exportProductsCsv(products: readonly ProductListItemFragment[]): void {
  const csv = toCsv(
    ['id', 'sku', 'name', 'description', 'price', 'stock', 'status', 'category', 'createdAt'],
    products.map((p) => [
      p.id,
      p.sku,
      p.name,
      p.description,
      p.price.toFixed(2),
      p.quantity,
      p.status,
      p.category,
      p.createdAt,
    ]),
  )
  downloadFile(`products-${new Date().toISOString().slice(0, 10)}.csv`, csv, 'text/csv;charset=utf-8')
}
