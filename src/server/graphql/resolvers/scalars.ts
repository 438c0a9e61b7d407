import { GraphQLScalarType, Kind } from 'graphql'

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
    if (Number.isNaN(date.getTime())) throw new TypeError(`Not a date: ${String(value)}`)
    return date
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new TypeError('A DateTime must be a string')
    const date = new Date(ast.value)
    if (Number.isNaN(date.getTime())) throw new TypeError(`Not a date: ${ast.value}`)
    return date
  },
})
