import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import Download from 'lucide-react/icons/download'
import Pencil from 'lucide-react/icons/pencil'
import Share2 from 'lucide-react/icons/share-2'
import { useState } from 'react'
import { RecordHistory } from '@/components/audit/record-history'
import { Bar } from '@/components/ui/bar'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { toApiError } from '@/lib/api-error'
import { copyText } from '@/lib/clipboard'
import { downloadCsv } from '@/lib/csv-download'
import { formatDate } from '@/lib/format'
import { formatMoney } from '@/shared/money'
import { Can } from '@/lib/session/can'
import { toast } from '@/lib/toast'
import { PermissionLevel } from '@/shared/permissions'
import { stockBarPercent, stockLevel } from '@/shared/product-rules'
import { exportProductsCsv, productByIdOptions, useLiveProduct } from '../queries'
import { ProductGallery } from './product-gallery'
import { ArchivedNotice } from './archived-notice'
import { ProductRecordActions } from './product-record-actions'
import { ProductStatusBadge } from './product-status-badge'
import { ProductUnavailable } from './product-unavailable'

const route = getRouteApi('/_app/products/$productId')

const STOCK_COLOURS = {
  'In Stock': 'bg-green-600',
  'Low Stock': 'bg-yellow-500',
  'Very Low Stock': 'bg-orange-500',
  'Out of Stock': 'bg-red-600',
} as const

/** The link stays up long enough to be selected and copied by hand. */
const SHARE_LINK_TOAST_MS = 30_000

export function ProductDetailPage() {
  const { productId } = route.useParams()
  const { data: response } = useSuspenseQuery(productByIdOptions(productId))
  useLiveProduct(productId)
  const [copied, setCopied] = useState(false)
  const product = response.product

  const share = async () => {
    const link = window.location.href
    if (!(await copyText(link))) {
      toast.message('Copy this link to share the product:', { description: link, duration: SHARE_LINK_TOAST_MS })
      return
    }
    setCopied(true)
    toast.success('Link to this product copied.')
    window.setTimeout(() => setCopied(false), 2000)
  }
  // The same CSV as the list's Export Selected, for this one product.
  const exportProduct = async () => {
    if (!product) return
    try {
      downloadCsv(`product-${product.sku}`, await exportProductsCsv({ ids: [product.id] }))
    } catch (error) {
      toast.error(`Export failed: ${toApiError(error).message}`)
    }
  }

  // No such product: its dead end alone, without Share, Export or Edit for a product that is not there.
  if (!product) return <ProductUnavailable response={response} />

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-2">
        <Button asChild variant="ghost">
          <Link to="/products">
            <ArrowLeft aria-hidden /> Back to Products
          </Link>
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={share}>
            <Share2 aria-hidden /> {copied ? 'Link copied' : 'Share'}
          </Button>
          <Button variant="outline" onClick={() => void exportProduct()}>
            <Download aria-hidden /> Export
          </Button>
          {!product.archived && (
            <Can area="products" level={PermissionLevel.Edit}>
              <Button asChild>
                <Link to="/products/$productId/edit" params={{ productId }}>
                  <Pencil aria-hidden /> Edit Product
                </Link>
              </Button>
            </Can>
          )}
          <ProductRecordActions product={product} />
        </div>
      </div>
      {product.archived && <ArchivedNotice archivedAt={product.archivedAt} />}
      <div className="grid gap-6 md:grid-cols-2">
        <ProductGallery key={product.id} images={product.images} name={product.name} />
        {/* min-w-0 and wrap-anywhere (inherited): a long word breaks instead of widening the page. */}
        <div className="flex min-w-0 flex-col gap-4 wrap-anywhere">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold">{product.name}</h1>
            <ProductStatusBadge status={product.status} fallback="Unknown" />
          </div>
          <p className="text-muted-foreground">{product.description}</p>
          <p className="text-3xl font-semibold">{formatMoney(product.price)}</p>
          <Card className="gap-0 py-4">
            <CardContent>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
                <dt className="text-muted-foreground">Stock</dt>
                <dd>{product.stock}</dd>
                <dt className="text-muted-foreground">Category</dt>
                <dd>{product.categories.length ? product.categories.join(', ') : 'Uncategorised'}</dd>
                <dt className="text-muted-foreground">SKU</dt>
                <dd>{product.sku}</dd>
                <dt className="text-muted-foreground">Created</dt>
                <dd>{formatDate(product.createdAt)}</dd>
                <dt className="text-muted-foreground">Product ID</dt>
                <dd className="break-all">{product.id}</dd>
              </dl>
            </CardContent>
          </Card>
          <StockBar stock={product.stock} />
        </div>
      </div>
      <RecordHistory recordType="PRODUCT" recordId={product.id} className="mt-6" />
    </>
  )
}

function StockBar({ stock }: { stock: number }) {
  const level = stockLevel(stock)
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm">
        <span className="font-medium">Stock level</span>
        <span>{level}</span>
      </div>
      <Bar
        role="meter"
        label="Stock level"
        value={Math.min(stock, 20)}
        max={20}
        valueText={`${stock} in stock, ${level}`}
        percent={stockBarPercent(stock)}
        className="bg-muted"
        fillClassName={STOCK_COLOURS[level]}
      />
    </div>
  )
}
