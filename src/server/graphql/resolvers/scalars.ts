import { GraphQLScalarType, Kind } from 'graphql'
import { badInput } from '@/server/errors'

// Input scalars throw GraphQLErrors: graphql-js keeps any other error as the cause, and Yoga masks that as unexpected.

export const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'ISO-8601 date and time.',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(String(value))
    if (Number.isNaN(date.getTime())) throw new TypeError(`Not a date: ${String(value)}`)
    return date.toISOString()
  },
  parseValue(value) {
    const date = new Date(String(value))
    if (Number.isNaN(date.getTime())) throw badInput(`Not a date: ${String(value).slice(0, 40)}`)
    return date
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw badInput('A DateTime must be a string')
    const date = new Date(ast.value)
    if (Number.isNaN(date.getTime())) throw badInput(`Not a date: ${ast.value.slice(0, 40)}`)
    return date
  },
})

const isFile = (value: unknown): value is File =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  typeof (value as { arrayBuffer?: unknown }).arrayBuffer === 'function'

const notAFile = () => badInput('Send a file with the GraphQL multipart request')

/** A file of the GraphQL multipart request; anything else (text in a JSON request) is refused before a resolver. */
export const Upload = new GraphQLScalarType<File, never>({
  name: 'Upload',
  description: 'A file sent with the GraphQL multipart request specification.',
  serialize() {
    throw new TypeError('Upload is an input type')
  },
  parseValue(value) {
    if (!isFile(value)) throw notAFile()
    return value
  },
  parseLiteral() {
    throw notAFile()
  },
})
