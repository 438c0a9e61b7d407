import { readFileSync } from 'node:fs'
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql'
import {
  BOOLEAN_PAYLOADS,
  DEEPLY_NESTED,
  FLOAT_PAYLOADS,
  INT_PAYLOADS,
  LONG_LIST_LENGTH,
  STRING_PAYLOADS,
  WRONG_SHAPES,
} from './fuzz-values'

export interface FuzzOperation {
  /** 'Query.searchProducts', 'Mutation.createProduct', ... */
  name: string
  kind: 'query' | 'mutation'
  field: GraphQLField<unknown, unknown>
  document: string
}

export interface Variant {
  /** Where the payload went and what it was, for the failure report. */
  label: string
  /** What the payload was ('NUL', '1 MB', 'null', ...). */
  payload: string
  variables: Record<string, unknown>
  /** Files for Upload arguments, sent with the GraphQL multipart request. */
  files?: Record<string, File>
}

/**
 * A valid value for a position, so that a payload in one position meets the code behind the others' checks.
 * `where` is 'Type.field' of an input field or 'field.arg' of an argument; `name` the field or argument name.
 */
export type BaseValue = (where: string, name: string, type: GraphQLInputType) => unknown

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'))

/** Every Query and Mutation field of schema.graphql, each with one document taking every argument as a variable. */
export function schemaOperations(): FuzzOperation[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {}).map((field) => {
      const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ')
      const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')
      const call = args ? `${field.name}(${args})` : field.name
      const signature = variables ? `(${variables})` : ''
      return {
        name: `${root!.name}.${field.name}`,
        kind,
        field,
        document: `${kind} Fuzz${signature} { ${call}${selection(field.type)} }`,
      }
    }),
  )
}

/** __typename and the scalar fields of the result, so field resolvers run too. */
function selection(type: GraphQLOutputType): string {
  const named = getNamedType(type)
  if (isLeafType(named)) return ''
  if (!isObjectType(named)) return ' { __typename }'
  const leaves = Object.values(named.getFields()).filter(
    (field) => isLeafType(getNamedType(field.type)) && !field.args.some(isRequiredArgument),
  )
  return ` { __typename ${leaves.map((field) => field.name).join(' ')} }`
}

export function baseArguments(operation: FuzzOperation, base: BaseValue): Record<string, unknown> {
  return Object.fromEntries(
    operation.field.args.map((arg) => [
      arg.name,
      baseFor(`${operation.field.name}.${arg.name}`, arg.name, arg.type, base),
    ]),
  )
}

function baseFor(where: string, name: string, type: GraphQLInputType, base: BaseValue): unknown {
  const chosen = base(where, name, type)
  if (chosen !== undefined) return chosen
  const inner = isNonNullType(type) ? type.ofType : type
  if (isListType(inner)) return [baseFor(where, name, inner.ofType, base)]
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields()).map((field) => [
        field.name,
        baseFor(`${inner.name}.${field.name}`, field.name, field.type, base),
      ]),
    )
  }
  if (isEnumType(inner)) return inner.getValues()[0]!.value
  return { Int: 1, Float: 1, Boolean: true, DateTime: new Date().toISOString() }[inner.name] ?? 'fuzz-{n}'
}

/**
 * The base call, then one variant per payload per position of every argument (the argument itself, each input
 * field, the first item of each list), each differing from the base in that one position; values of the wrong
 * shape in place of each argument.
 */
export function variants(operation: FuzzOperation, base: Record<string, unknown>): Variant[] {
  const result: Variant[] = [{ label: 'valid base', payload: 'valid base', variables: base }]
  const expanded = new Set<string>()
  for (const arg of operation.field.args) {
    const put = (value: unknown) => ({ ...base, [arg.name]: value })
    for (const [label, payload] of WRONG_SHAPES) {
      result.push({ label: `${arg.name} = ${label}`, payload: label, variables: put(payload) })
    }
    mutate(arg.type, base[arg.name], arg.name, put, { out: result, expanded })
  }
  return result
}

function mutate(
  type: GraphQLInputType,
  value: unknown,
  path: string,
  put: (value: unknown) => Record<string, unknown>,
  into: { out: Variant[]; expanded: Set<string> },
): void {
  const add = (label: string, payload: unknown) =>
    into.out.push({ label: `${path} = ${label}`, payload: label, variables: put(payload) })
  if (!isNonNullType(type)) add('null', null)
  const inner = isNonNullType(type) ? type.ofType : type
  if (isListType(inner)) {
    add('empty list', [])
    add('deeply nested list', DEEPLY_NESTED)
    add(`${LONG_LIST_LENGTH} items`, new Array<unknown>(LONG_LIST_LENGTH).fill(Array.isArray(value) ? value[0] : null))
    const items = Array.isArray(value) ? value : []
    if (items.length > 0) {
      mutate(inner.ofType, items[0], `${path}[0]`, (item) => put([item, ...items.slice(1)]), into)
    }
    return
  }
  if (isInputObjectType(inner)) {
    const fields = (value ?? {}) as Record<string, unknown>
    add('empty object', {})
    add('unknown field', { ...fields, unknownField: 1 })
    // An input type met twice in one operation (shipping and billing address) is the same code: fuzz it once.
    if (into.expanded.has(inner.name)) return
    into.expanded.add(inner.name)
    for (const field of Object.values(inner.getFields())) {
      mutate(field.type, fields[field.name], `${path}.${field.name}`, (v) => put({ ...fields, [field.name]: v }), into)
    }
    return
  }
  if (isEnumType(inner)) {
    add('unknown value', 'NOT_A_VALUE')
    add('lowercase value', String(value).toLowerCase())
    return
  }
  const payloads = {
    Int: INT_PAYLOADS,
    Float: FLOAT_PAYLOADS,
    Boolean: BOOLEAN_PAYLOADS,
  }[inner.name]
  for (const [label, payload] of payloads ?? STRING_PAYLOADS) add(label, payload)
}
