import type { preHandlerAsyncHookHandler } from 'fastify'
import { getOperationAST, GraphQLError, Kind, type ExecutionResult } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { badInput, unauthenticated } from '@/server/errors'
import { bearerToken, type GraphQLContext, type ServerContext } from '@/server/graphql/context'
import type { AuthDeps } from '@/server/services/auth/auth-deps'
import { authenticate } from '@/server/services/auth/authenticate'
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@/shared/inventory-upload'

/** Largest JSON request body: our largest operation with its variables is a few kilobytes. */
export const JSON_BODY_LIMIT = 1024 * 1024

/** Largest request body and file we read: the upload limit plus room for the multipart envelope. */
export const REQUEST_BODY_LIMIT = UPLOAD_MAX_BYTES + 1024 * 1024

const tooLarge = (result: ExecutionResult) =>
  result.errors?.some((error) => error.extensions?.code === 'REQUEST_ENTITY_TOO_LARGE') ?? false

/** Yoga refuses an oversized body with 'Request body too large'; the user is told the upload limit instead. */
export const explainOversizedUpload: Plugin = {
  onResultProcess({ result, setResult }) {
    if (!Array.isArray(result) && 'errors' in result && tooLarge(result as ExecutionResult)) {
      setResult({ errors: [badInput(UPLOAD_MESSAGES.tooLarge, { file: UPLOAD_MESSAGES.tooLarge })] })
    }
  },
}

/** The operations that take files: the only ones a multipart request (and its larger size limit) may carry. */
const UPLOAD_FIELDS = new Set(['bulkInsertInventory', 'previewInventoryUpload', 'uploadProductImage'])

const isMultipart = (contentType: string | undefined) => contentType?.startsWith('multipart/form-data') ?? false

/** A multipart body is read only for a signed-in user; anyone else is answered before a byte of it is buffered. */
export function signedInMultipartOnly(auth: AuthDeps): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    if (!isMultipart(request.headers['content-type'])) return
    try {
      const bearer = bearerToken(request.headers.authorization)
      if (!bearer) throw unauthenticated()
      await authenticate(auth, bearer)
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error
      return reply.header('connection', 'close').send({ errors: [error.toJSON()] })
    }
  }
}

/** A multipart request must be one of the upload operations; anything else goes as JSON (at most 1 MB). */
export const multipartOnlyForUploads: Plugin<ServerContext & GraphQLContext> = {
  onExecute({ args, setResultAndStopExecution }) {
    if (!isMultipart(args.contextValue.req.headers['content-type'])) return
    const operation = getOperationAST(args.document, args.operationName)
    const uploads = operation?.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && UPLOAD_FIELDS.has(selection.name.value),
    )
    if (!uploads)
      setResultAndStopExecution({ errors: [badInput('Only file uploads may be sent as multipart requests.')] })
  },
}
