import { Link, useNavigate } from '@tanstack/react-router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import { toast } from '@/lib/toast'
import type { SavedProduct } from '../queries'
import { ProductForm } from './product-form'

/** Spec: Cancel, the back button and Create Product all go to /products. */
export function ProductCreatePage() {
  const navigate = useNavigate()
  const saved = ({ product, failedImages }: SavedProduct) => {
    if (failedImages.length) {
      toast.error(`Product created, but some images could not be uploaded: ${failedImages.join('; ')}`)
      return navigate({ to: '/products/$productId/edit', params: { productId: product.id } })
    }
    toast.success(`Product "${product.name}" created`)
    return navigate({ to: '/products' })
  }
  return (
    <ProductForm
      backTo={{
        label: 'Back to Products',
        link: (
          <Link to="/products">
            <ArrowLeft aria-hidden />
          </Link>
        ),
        cancel: <Link to="/products">Cancel</Link>,
      }}
      onSaved={saved}
    />
  )
}
