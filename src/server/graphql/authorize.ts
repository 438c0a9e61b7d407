import type { GraphQLError } from 'graphql'
import type { GraphQLContext } from '@/server/graphql/context'
import { forbidden } from '@/server/errors'
import type { Viewer } from '@/server/auth/viewer'
import { can, PERMISSION_NAMES, type Area, type PermissionLevel } from '@/shared/permissions'
import { AREA_LABELS } from '@/shared/role-areas'

/** Why the viewer may not act at `level` in `area`, saying what is missing; undefined when they may. */
export function areaRefusal(viewer: Viewer, area: Area, level: PermissionLevel): GraphQLError | undefined {
  if (can(viewer.roles, area, level)) return undefined
  return forbidden(`You need ${PERMISSION_NAMES[level]} permission in ${AREA_LABELS[area].toLowerCase()} to do this.`)
}

/** The viewer, if their roles give at least `level` in `area`; FORBIDDEN otherwise. */
export async function authorize(context: GraphQLContext, area: Area, level: PermissionLevel): Promise<Viewer> {
  const viewer = await context.viewer()
  const refusal = areaRefusal(viewer, area, level)
  if (refusal) throw refusal
  return viewer
}
