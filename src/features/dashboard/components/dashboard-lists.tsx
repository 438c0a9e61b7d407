import { Link } from '@tanstack/react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import type { GetDashboardQuery } from '@/gql/graphql'
import { formatDate } from '@/lib/format'
import { formatMoney } from '@/shared/money'
import { ORDER_STATUS_LABELS } from '@/shared/order-status'
import { countOf } from '@/shared/count-text'

type Dashboard = GetDashboardQuery['dashboard']

function EmptyLine({ children }: { children: string }) {
  return <p className="py-6 text-center text-sm text-muted-foreground">{children}</p>
}

export function RecentOrdersCard({ orders }: { orders: Dashboard['recentOrders'] }) {
  return (
    <Card className="min-w-0 gap-4">
      <CardHeader>
        <CardTitle>Recent Orders</CardTitle>
        <CardDescription>The latest orders in the store</CardDescription>
      </CardHeader>
      <CardContent>
        {orders.length === 0 ? (
          <EmptyLine>No orders yet</EmptyLine>
        ) : (
          <ul className="divide-y">
            {orders.map((order) => (
              <li key={order.id} className="flex items-center justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <Link
                    to="/orders/$orderId"
                    params={{ orderId: order.id }}
                    className="font-medium underline-offset-4 hover:underline focus-visible:underline"
                  >
                    #{order.id}
                  </Link>
                  <p className="text-sm break-words text-muted-foreground">
                    {countOf(order.itemCount, 'item')} · {formatDate(order.orderTime)}
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <p className="font-medium tabular-nums">{formatMoney(order.totalAmount)}</p>
                  <p className="text-xs text-muted-foreground">{ORDER_STATUS_LABELS[order.status]}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

export function TopProductsCard({ products, days }: { products: Dashboard['topProducts']; days: number }) {
  return (
    <Card className="min-w-0 gap-4">
      <CardHeader>
        <CardTitle>Top Products</CardTitle>
        <CardDescription>By revenue in the last {days} days</CardDescription>
      </CardHeader>
      <CardContent>
        {products.length === 0 ? (
          <EmptyLine>No products sold in this period</EmptyLine>
        ) : (
          <ol className="divide-y">
            {products.map((product, index) => (
              <li key={product.productId} className="flex items-center justify-between gap-3 py-2.5">
                <div className="flex min-w-0 items-center gap-3">
                  <span
                    aria-hidden
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold"
                  >
                    {index + 1}
                  </span>
                  <div className="min-w-0">
                    <Link
                      to="/products/$productId"
                      params={{ productId: product.productId }}
                      className="block font-medium break-words underline-offset-4 hover:underline focus-visible:underline"
                    >
                      {product.name}
                    </Link>
                    <p className="text-sm text-muted-foreground">{product.unitsSold} sold</p>
                  </div>
                </div>
                <p className="shrink-0 font-medium tabular-nums">{formatMoney(product.revenue)}</p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}
