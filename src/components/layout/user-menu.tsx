import { useNavigate, useRouter } from '@tanstack/react-router'
import LogOut from 'lucide-react/icons/log-out'
import Settings from 'lucide-react/icons/settings'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { useAuth } from '@/lib/session/auth-store'
import type { SessionUser } from '@/lib/session/session-user'
import { roleLabel } from '@/shared/permissions'
import { InitialsAvatar } from './initials-avatar'

export function UserMenu({ user }: { user: SessionUser }) {
  const { logout } = useAuth()
  const router = useRouter()
  const navigate = useNavigate()

  async function signOut() {
    await logout()
    await router.invalidate()
    await navigate({ to: '/auth', search: { mode: 'login' } })
  }

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        // Its name starts with the name shown on it (WCAG 2.5.3, label in name).
        aria-label={`${user.name}, user menu`}
        className="flex items-center gap-2 rounded-full p-0.5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring md:rounded-md md:pr-2"
      >
        <InitialsAvatar name={user.name} />
        <span className="hidden text-sm font-medium md:inline">{user.name}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5 font-normal">
          <span className="text-sm font-medium">{user.name}</span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          <span className="text-xs text-muted-foreground">{roleLabel(user.roles)}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate({ to: '/settings' })}>
          <Settings aria-hidden /> Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={signOut}>
          <LogOut aria-hidden /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
