import type { LucideIcon } from 'lucide-react'
import LayoutDashboard from 'lucide-react/icons/layout-dashboard'
import Package from 'lucide-react/icons/package'
import ScrollText from 'lucide-react/icons/scroll-text'
import Settings from 'lucide-react/icons/settings'
import ShoppingCart from 'lucide-react/icons/shopping-cart'
import UserRound from 'lucide-react/icons/user-round'
import Users from 'lucide-react/icons/users'
import Warehouse from 'lucide-react/icons/warehouse'
import type { Area } from '@/shared/permissions'

export interface NavItem {
  label: string
  to:
    '/dashboard' | '/products' | '/orders' | '/customers' | '/users' | '/inventory' | '/settings/activity' | '/settings'
  /** The area a user must be able to view; null for what every staff member has. */
  area: Area | null
  icon: LucideIcon
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', area: 'analytics', icon: LayoutDashboard },
  { label: 'Products', to: '/products', area: 'products', icon: Package },
  { label: 'Orders', to: '/orders', area: 'orders', icon: ShoppingCart },
  { label: 'Customers', to: '/customers', area: 'customers', icon: UserRound },
  { label: 'Users', to: '/users', area: 'user_management', icon: Users },
  { label: 'Inventory', to: '/inventory', area: 'inventory', icon: Warehouse },
  { label: 'Activity', to: '/settings/activity', area: 'settings', icon: ScrollText },
  { label: 'Settings', to: '/settings', area: null, icon: Settings },
]
