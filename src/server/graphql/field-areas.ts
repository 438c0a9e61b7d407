import {
  defaultFieldResolver,
  getNamedType,
  isObjectType,
  valueFromASTUntyped,
  type ConstDirectiveNode,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql'
import type { GraphQLContext } from '@/server/graphql/context'
import { forbidden } from '@/server/errors'
import { AREAS, can, PermissionLevel, type Area } from '@/shared/permissions'
import { AREA_LABELS } from '@/shared/role-areas'

/** A field only holders of one of `areas` may read: marked `@area` itself, or returning a type marked `@area`. */
export interface AreaGuardedField {
  type: string
  field: string
  areas: readonly Area[]
}

function areasOf(directives: readonly ConstDirectiveNode[] | undefined, where: string): Area[] | undefined {
  const directive = directives?.find((node) => node.name.value === 'area')
  if (!directive) return undefined
  const argument = directive.arguments?.find((node) => node.name.value === 'any')
  const named: unknown = argument ? valueFromASTUntyped(argument.value) : []
  const areas = Array.isArray(named) ? named.filter((area): area is Area => AREAS.includes(area as Area)) : []
  if (!Array.isArray(named) || areas.length === 0 || areas.length !== named.length) {
    throw new Error(`@area on ${where} must name areas among ${AREAS.join(', ')}`)
  }
  return areas
}

/** The fields the schema guards by area (schema.graphql's @area), each with the areas any one of which opens it. */
export function areaGuardedFields(schema: GraphQLSchema): AreaGuardedField[] {
  const guarded: AreaGuardedField[] = []
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue
    for (const field of Object.values(type.getFields())) {
      const where = `${type.name}.${field.name}`
      const returned = getNamedType(field.type)
      const areas =
        areasOf(field.astNode?.directives, where) ??
        (isObjectType(returned) ? areasOf(returned.astNode?.directives, returned.name) : undefined)
      if (areas) guarded.push({ type: type.name, field: field.name, areas })
    }
  }
  return guarded
}

/** FORBIDDEN, naming the areas, for a caller who holds none of them. */
async function assertHoldsOne(context: GraphQLContext, areas: readonly Area[]): Promise<void> {
  const viewer = await context.viewer()
  if (areas.some((area) => can(viewer.roles, area, PermissionLevel.View))) return
  const names = areas.map((area) => AREA_LABELS[area].toLowerCase()).join(' or ')
  throw forbidden(`You need View permission in ${names} to read this.`)
}

/** Wraps every @area field's resolver in the area check: the one place the field areas are enforced. */
export function enforceFieldAreas(schema: GraphQLSchema): GraphQLSchema {
  for (const { type, field, areas } of areaGuardedFields(schema)) {
    const objectType = schema.getType(type)
    if (!isObjectType(objectType)) continue
    const guarded: GraphQLField<unknown, GraphQLContext> = objectType.getFields()[field]!
    const resolve = guarded.resolve ?? defaultFieldResolver
    guarded.resolve = async (parent, args, context, info) => {
      await assertHoldsOne(context, areas)
      return resolve(parent, args, context, info)
    }
  }
  return schema
}
