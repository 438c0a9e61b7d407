import { Link, Outlet } from '@tanstack/react-router'
import Bell from 'lucide-react/icons/bell'
import Palette from 'lucide-react/icons/palette'
import ShieldCheck from 'lucide-react/icons/shield-check'
import UserRound from 'lucide-react/icons/user-round'
import { PageHeader } from '@/components/layout/page-header'

const SECTIONS = [
  { to: '/settings/profile', label: 'Profile', icon: UserRound },
  { to: '/settings/notifications', label: 'Notifications', icon: Bell },
  { to: '/settings/security', label: 'Security', icon: ShieldCheck },
  { to: '/settings/appearance', label: 'Appearance', icon: Palette },
] as const

/** Settings: a menu of the four sections (a column on wide screens, a row or two on narrower ones) beside the section. */
export function SettingsLayout() {
  return (
    <>
      <PageHeader title="Settings" description="Your profile, notifications, password and theme." />
      <div className="flex flex-col gap-6 lg:flex-row">
        <nav aria-label="Settings" className="lg:w-52 lg:shrink-0">
          <ul className="grid grid-cols-2 gap-1 sm:flex lg:flex-col">
            {SECTIONS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  activeProps={{ 'aria-current': 'page' }}
                  className="flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
                >
                  <Icon aria-hidden className="size-4 shrink-0" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1 lg:max-w-2xl">
          <Outlet />
        </div>
      </div>
    </>
  )
}
