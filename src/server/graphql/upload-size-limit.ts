import type { ExecutionResult } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { badInput } from '@/server/errors'
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
