import { Link } from '@tanstack/react-router'
import Download from 'lucide-react/icons/download'
import PackagePlus from 'lucide-react/icons/package-plus'
import ShoppingCart from 'lucide-react/icons/shopping-cart'
import Users from 'lucide-react/icons/users'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

export function QuickActions({ onSalesReport }: { onSalesReport?: () => void }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <Button asChild variant="outline">
          <Link to="/products/new">
            <PackagePlus aria-hidden /> Add Product
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/orders">
            <ShoppingCart aria-hidden /> View Orders
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/users">
            <Users aria-hidden /> Manage Users
          </Link>
        </Button>
        <Button variant="outline" onClick={onSalesReport} disabled={!onSalesReport}>
          <Download aria-hidden /> Sales Report
        </Button>
      </CardContent>
    </Card>
  )
}
