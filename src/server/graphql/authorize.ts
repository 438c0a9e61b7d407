import type { GraphQLContext } from '@/server/graphql/context'
import { forbidden } from '@/server/errors'
import type { Viewer } from '@/server/services/auth-service'
import { can, PERMISSION_NAMES, type Area, type PermissionLevel } from '@/shared/permissions'
import { AREA_LABELS } from '@/shared/role-areas'

/** The viewer, if their roles give at least `level` in `area`; FORBIDDEN otherwise. */
export async function authorize(context: GraphQLContext, area: Area, level: PermissionLevel): Promise<Viewer> {
  const viewer = await context.viewer()
  if (!can(viewer.roles, area, level)) {
    throw forbidden(`You need ${PERMISSION_NAMES[level]} permission in ${AREA_LABELS[area].toLowerCase()} to do this.`)
  }
  return viewer
}
