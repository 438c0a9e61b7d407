import { Readable } from 'node:stream'
import { createInflateRaw, inflateRawSync } from 'node:zlib'
import { byteChunks, refuseSheet, SHEET_LIMITS, SHEET_MESSAGES } from '@/server/services/inventory/sheet-reading'
import { UPLOAD_MAX_ZIP_RATIO, UPLOAD_MESSAGES } from '@/shared/inventory-upload'

/** One file of a zip, as its central directory describes it. */
export interface ZipEntry {
  name: string
  flags: number
  method: number
  compressed: number
  inflated: number
  /** Where its local header starts. */
  offset: number
}

const STORED = 0
const DEFLATED = 8
const ENCRYPTED_FLAG = 1

/** Compressed bytes handed to the inflater at a time: each inflates to at most 100 times as much before it is read. */
const CHUNK_BYTES = 64 * 1024

const notSpreadsheet = () => refuseSheet(UPLOAD_MESSAGES.notSpreadsheet)
const unsafe = () => refuseSheet(UPLOAD_MESSAGES.unsafeZip)

/**
 * Reads the zip's central directory and refuses, before anything is inflated, a zip bomb: more than 1,000 entries,
 * more than 200 MB inflated in all, or an entry that inflates more than 100 times its compressed size; also a Zip64
 * archive (no spreadsheet within 25 MB needs one) or a directory that does not add up. The entries by lower-case name.
 */
export function readZipDirectory(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let end = -1
  for (let at = bytes.byteLength - 22; at >= Math.max(0, bytes.byteLength - 22 - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at
      break
    }
  }
  if (end < 0) throw notSpreadsheet()
  const count = view.getUint16(end + 10, true)
  if (count > SHEET_LIMITS.zipEntries) throw unsafe()
  const entries = new Map<string, ZipEntry>()
  let at = view.getUint32(end + 16, true)
  let inflatedTotal = 0
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== 0x02014b50) throw unsafe()
    const compressed = view.getUint32(at + 20, true)
    const inflated = view.getUint32(at + 24, true)
    if (compressed === 0xffffffff || inflated === 0xffffffff) throw unsafe()
    if (inflated > Math.max(compressed, 1) * UPLOAD_MAX_ZIP_RATIO) throw unsafe()
    inflatedTotal += inflated
    if (inflatedTotal > SHEET_LIMITS.inflatedBytes) throw unsafe()
    const nameLength = view.getUint16(at + 28, true)
    if (at + 46 + nameLength > bytes.byteLength) throw unsafe()
    const name = Buffer.from(bytes.buffer, bytes.byteOffset + at + 46, nameLength).toString('utf8')
    const entry = {
      name,
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressed,
      inflated,
      offset: view.getUint32(at + 42, true),
    }
    if (!entries.has(name.toLowerCase())) entries.set(name.toLowerCase(), entry)
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return entries
}

/** The entry's stored bytes, after its local header; a zip cut short, encrypted or otherwise compressed is refused. */
function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const at = entry.offset
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== 0x04034b50) throw notSpreadsheet()
  if (entry.flags & ENCRYPTED_FLAG || (entry.method !== STORED && entry.method !== DEFLATED)) throw notSpreadsheet()
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true)
  if (start + entry.compressed > bytes.byteLength) throw notSpreadsheet()
  return bytes.subarray(start, start + entry.compressed)
}

const damaged = () => refuseSheet(SHEET_MESSAGES.unreadable('the file is damaged.'))
const isZlibError = (error: unknown) => String((error as { code?: unknown }).code).startsWith('Z_')

/** A small entry whole, inflated no further than its directory says. */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Buffer {
  const data = entryData(bytes, entry)
  if (entry.method === STORED) return Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(entry.inflated, 1) })
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw unsafe()
    throw isZlibError(error) ? damaged() : error
  }
}

/**
 * An entry inflated a piece at a time, as it is read: `onRead` gets the compressed bytes consumed so far. An entry
 * that inflates past the size its directory gave (which the bomb checks were made on) is refused.
 */
export async function* inflateEntryChunks(
  bytes: Uint8Array,
  entry: ZipEntry,
  onRead: (compressedBytes: number) => void,
): AsyncGenerator<Uint8Array> {
  const data = entryData(bytes, entry)
  if (entry.method === STORED) {
    for (const piece of byteChunks(data, CHUNK_BYTES)) {
      onRead(piece.byteOffset - data.byteOffset + piece.byteLength)
      yield piece
    }
    return
  }
  const source = Readable.from(byteChunks(data, CHUNK_BYTES))
  const inflater = source.pipe(createInflateRaw({ chunkSize: CHUNK_BYTES }))
  let inflated = 0
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      inflated += chunk.byteLength
      if (inflated > entry.inflated) throw unsafe()
      onRead(inflater.bytesWritten)
      yield chunk
    }
  } catch (error) {
    throw isZlibError(error) ? damaged() : error
  } finally {
    source.destroy()
    inflater.destroy()
  }
}
