import type { GetProductByIdQuery } from '@/gql/graphql'

/** The detail screen's error texts (spec part 1 §8): the call failed, the server said no, or there is no product. */
export function productProblem(error: Error | null, response: GetProductByIdQuery['productById'] | undefined) {
  if (error) return `Error getting product: ${error.message}`
  if (response && !response.success) return response.message
  if (response && !response.product) return 'Product not found'
  return null
}

export function ProductUnavailable({
  error,
  response,
}: {
  error: Error | null
  response: GetProductByIdQuery['productById'] | undefined
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 py-16 text-center">
      <h1 className="text-xl font-semibold">{productProblem(error, response) ?? 'Product not found'}</h1>
      <p className="text-muted-foreground">The product you're looking for doesn't exist or cannot be loaded.</p>
    </div>
  )
}
