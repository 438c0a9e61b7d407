import { can, PermissionLevel, type Area } from '@/shared/permissions'
import { useAuth } from './auth-store'

/** Whether the signed-in user holds `level` (reading by default) in `area`; false while nobody is signed in. */
export function usePermission(area: Area, level: PermissionLevel = PermissionLevel.View): boolean {
  const { user } = useAuth()
  return user !== null && can(user.roles, area, level)
}
