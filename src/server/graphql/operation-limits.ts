import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit'
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases'
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth'
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives'
import { parse, type GraphQLError, type ValidationContext } from 'graphql'
import type { Plugin } from 'graphql-yoga'

/**
 * Bounds on one GraphQL document, checked before it runs. Our largest operation (operations/, measured with these
 * rules) has 120 tokens, depth 7, cost 468, no aliases and no directives.
 */
export const OPERATION_LIMITS = { tokens: 2000, aliases: 15, directives: 50, depth: 10, cost: 5000 } as const

// A refused document is a validation error beside the others rather than an exception out of validation.
const reportAsValidationError = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
}

/** The token limit stops the parser itself, so a huge document is refused after its first 2,000 tokens. */
const tokenLimitedParse: Plugin = {
  onParse({ setParseFn }) {
    setParseFn((source, options) => parse(source, { ...options, maxTokens: OPERATION_LIMITS.tokens }))
  },
}

export function operationLimits(): Plugin[] {
  return [
    tokenLimitedParse,
    maxAliasesPlugin({ n: OPERATION_LIMITS.aliases, ...reportAsValidationError }),
    maxDirectivesPlugin({ n: OPERATION_LIMITS.directives, ...reportAsValidationError }),
    maxDepthPlugin({ n: OPERATION_LIMITS.depth, ...reportAsValidationError }),
    costLimitPlugin({ maxCost: OPERATION_LIMITS.cost, ...reportAsValidationError }),
  ]
}
