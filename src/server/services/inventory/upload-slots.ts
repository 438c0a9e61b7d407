import { appError } from '@/server/errors'

/** Spreadsheet uploads one server process works on at once; each can hold a worker with a 1 GB heap. */
const MAX_CONCURRENT_UPLOADS = 2
export const UPLOAD_BUSY_MESSAGE = 'Another upload is being processed; try again in a moment.'

let running = 0

/** Runs `upload` in one of the process's upload slots; when all are taken it is refused at once (RATE_LIMITED). */
export async function inUploadSlot<T>(upload: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_UPLOADS) throw appError('RATE_LIMITED', UPLOAD_BUSY_MESSAGE)
  running += 1
  try {
    return await upload()
  } finally {
    running -= 1
  }
}
