import type { ReactNode } from 'react'
import type { Area, PermissionLevel } from '@/shared/permissions'
import { usePermission } from './use-permission'

/** Shows its children only to a user with `level` in `area`: comfort for the user, the server still checks. */
export function Can({ area, level, children }: { area: Area; level?: PermissionLevel; children: ReactNode }) {
  return usePermission(area, level) ? children : null
}
