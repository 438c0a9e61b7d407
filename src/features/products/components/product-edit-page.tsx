import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { Skeleton } from '@/components/ui/skeleton'
import { showFlash } from '@/lib/flash'
import { productByIdOptions, type SavedProduct } from '../queries'
import { ProductForm } from './product-form'
import { ProductUnavailable } from './product-unavailable'

const route = getRouteApi('/_app/products/$productId_/edit')

/** Spec: Back to Product, Cancel and Save Changes return to /products/{id}. */
export function ProductEditPage() {
  const { productId } = route.useParams()
  const navigate = useNavigate()
  const query = useQuery(productByIdOptions(productId))
  const product = query.data?.product

  const saved = ({ product: updated, failedImages }: SavedProduct) => {
    if (failedImages.length) {
      showFlash(`Changes saved, but some images could not be uploaded: ${failedImages.join('; ')}`, 'error')
    } else {
      showFlash('Changes saved')
    }
    return navigate({ to: '/products/$productId', params: { productId: updated.id } })
  }

  if (query.isError || (query.data && !product)) {
    return <ProductUnavailable error={query.error} response={query.data} />
  }
  if (!product) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">Loading product</span>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    )
  }
  const toProduct = { to: '/products/$productId', params: { productId } } as const
  return (
    <ProductForm
      key={product.id}
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
    />
  )
}
