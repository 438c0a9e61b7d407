import { notFound } from '@/server/errors'
import { parseArgument } from '@/server/parse-input'
import { isUuid } from '@/server/repositories/uuid'
import { recordId } from '@/shared/input-bounds'
import { UPLOAD_NOT_FOUND } from '@/shared/inventory-upload'

/** The upload record asked for; an id that is not a UUID names no upload. */
export function uploadIdArgument(uploadId: unknown): string {
  const id = parseArgument('id', recordId('Upload id'), uploadId)
  if (!isUuid(id)) throw notFound(UPLOAD_NOT_FOUND)
  return id
}
