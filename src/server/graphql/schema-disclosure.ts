import type { FastifyRequest } from 'fastify'
import { GraphQLError, NoSchemaIntrospectionCustomRule, validate } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { forbidden } from '@/server/errors'
import { bearerToken, type GraphQLContext, type ServerContext } from '@/server/graphql/context'
import type { AuthDeps } from '@/server/services/auth/auth-deps'
import { authenticate } from '@/server/services/auth/authenticate'

const INTROSPECTION_OFF_MESSAGE = 'Schema introspection is turned off on this server.'

const SUGGESTION = /\s*Did you mean .+\?/g

const isDevRole = (name: string) => name.trim().toLowerCase() === 'dev'

/**
 * Introspection and "Did you mean" suggestions describe the schema; they are answered only when `enabled`
 * (GRAPHQL_INTROSPECTION, for development) or to a signed-in holder of the dev role.
 */
export function schemaDisclosure(options: {
  enabled: boolean
  auth: AuthDeps
}): Plugin<ServerContext & GraphQLContext, ServerContext> {
  const verdicts = new WeakMap<FastifyRequest, Promise<boolean>>()
  const mayDisclose = (req: FastifyRequest): Promise<boolean> => {
    if (options.enabled) return Promise.resolve(true)
    let verdict = verdicts.get(req)
    if (!verdict) {
      const bearer = bearerToken(req.headers.authorization)
      verdict = bearer
        ? authenticate(options.auth, bearer).then(
            (viewer) => viewer.roles.some((role) => isDevRole(role.name)),
            () => false,
          )
        : Promise.resolve(false)
      verdicts.set(req, verdict)
    }
    return verdict
  }

  return {
    async onExecute({ args, setResultAndStopExecution }) {
      if (options.enabled) return
      const introspects = validate(args.schema, args.document, [NoSchemaIntrospectionCustomRule]).length > 0
      if (introspects && !(await mayDisclose(args.contextValue.req))) {
        setResultAndStopExecution({ errors: [forbidden(INTROSPECTION_OFF_MESSAGE)] })
      }
    },
    async onResultProcess({ result, setResult, serverContext }) {
      if (options.enabled || !('errors' in result) || !result.errors) return
      const suggests = (error: GraphQLError) => error.message.includes('Did you mean')
      if (!result.errors.some(suggests) || (await mayDisclose(serverContext.req))) return
      // New errors: the originals may sit in Yoga's validation cache, shared with callers who may see suggestions.
      const withoutSuggestions = (error: GraphQLError) =>
        suggests(error) ? new GraphQLError(error.message.replace(SUGGESTION, ''), error) : error
      setResult({ ...result, errors: result.errors.map(withoutSuggestions) })
    },
  }
}
