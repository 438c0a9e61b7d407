import { readStored, STORAGE_KEYS } from '@/lib/storage'
import type { RoleGrant } from '@/shared/permissions'

interface SessionRole extends RoleGrant {
  id: string
}

/** The signed-in user as the client holds it (spec part 1 §3, client user view). */
export interface SessionUser {
  name: string
  email: string
  roles: SessionRole[]
  /** Role names. */
  permissions: string[]
  profile: { firstName: string; lastName: string; phone: string }
}

export interface MeResult {
  firstName: string
  lastName: string
  fullName?: string | null
  email: string
  phoneNumber?: string | null
  roles: SessionRole[]
}

export function toSessionUser(me: MeResult): SessionUser {
  const name = me.fullName?.trim() || `${me.firstName} ${me.lastName}`.trim()
  return {
    name,
    email: me.email,
    roles: me.roles.map(({ id, name: roleName, permissionLevel, areas }) => ({
      id,
      name: roleName,
      permissionLevel,
      areas: areas.map(({ area, level }) => ({ area, level })),
    })),
    permissions: me.roles.map((role) => role.name),
    profile: { firstName: me.firstName, lastName: me.lastName, phone: me.phoneNumber ?? '' },
  }
}

/** The user saved at the last sign-in, when it is there and has the shape this version writes. */
export function storedUser(): SessionUser | null {
  try {
    const user = JSON.parse(readStored(STORAGE_KEYS.currentUser) ?? 'null') as SessionUser | null
    // A user stored before roles carried their areas is not trusted: `me` reloads it.
    const current = user && Array.isArray(user.roles) && user.roles.every((role) => Array.isArray(role.areas))
    return current && typeof user.name === 'string' ? user : null
  } catch {
    return null
  }
}
