import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import { useState } from 'react'
import { toast } from '@/lib/toast'
import { productByIdOptions, useLiveProduct, type SavedProduct } from '../queries'
import { ArchivedNotice } from './archived-notice'
import { ProductForm } from './product-form'
import { ProductRecordActions } from './product-record-actions'
import { ProductUnavailable } from './product-unavailable'

const route = getRouteApi('/_app/products/$productId_/edit')

/**
 * Spec: Back to Product, Cancel and Save Changes return to /products/{id}. Reload re-reads the product and opens a
 * fresh form on it, dropping this user's edits.
 */
export function ProductEditPage() {
  const { productId } = route.useParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data: response } = useSuspenseQuery(productByIdOptions(productId))
  const product = response.product
  const [opened, setOpened] = useState(0)
  useLiveProduct(productId)

  const reload = async () => {
    await queryClient.refetchQueries({ queryKey: productByIdOptions(productId).queryKey })
    setOpened((count) => count + 1)
  }

  const saved = ({ product: updated, failedImages }: SavedProduct) => {
    if (failedImages.length) {
      toast.error(`Changes saved, but some images could not be uploaded: ${failedImages.join('; ')}`)
    } else {
      toast.success('Changes saved')
    }
    return navigate({ to: '/products/$productId', params: { productId: updated.id } })
  }

  if (!product) return <ProductUnavailable response={response} />
  const toProduct = { to: '/products/$productId', params: { productId } } as const
  return (
    <>
      {product.archived && <ArchivedNotice archivedAt={product.archivedAt} />}
      <ProductForm
        key={`${product.id}:${opened}`}
        product={product}
        backTo={{
          label: 'Back to Product',
          link: (
            <Link {...toProduct}>
              <ArrowLeft aria-hidden />
            </Link>
          ),
          cancel: <Link {...toProduct}>Cancel</Link>,
        }}
        onSaved={saved}
        onReload={() => void reload()}
        actions={<ProductRecordActions product={product} />}
      />
    </>
  )
}
