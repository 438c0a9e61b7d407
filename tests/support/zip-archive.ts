import { crc32, deflateRawSync } from 'node:zlib'

export interface ZipFile {
  name: string
  data: Buffer | string
  /** Kept as it is (method 0) rather than deflated (method 8). */
  stored?: boolean
}

/** A little-endian record of `size` bytes: [offset, 2 or 4 bytes, value] for each field that is not zero. */
function record(size: number, fields: [number, 2 | 4, number][]): Buffer {
  const bytes = Buffer.alloc(size)
  for (const [at, width, value] of fields) {
    if (width === 2) bytes.writeUInt16LE(value, at)
    else bytes.writeUInt32LE(value, at)
  }
  return bytes
}

/** A valid zip of the files, in order; the same data given twice is deflated once. */
export function zipArchive(files: ZipFile[]): Buffer {
  const deflated = new Map<Buffer | string, Buffer>()
  const locals: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const file of files) {
    const data = typeof file.data === 'string' ? Buffer.from(file.data) : file.data
    const method = file.stored ? 0 : 8
    if (!file.stored && !deflated.has(file.data)) deflated.set(file.data, deflateRawSync(data))
    const content = file.stored ? data : deflated.get(file.data)!
    const name = Buffer.from(file.name)
    const sizes: [number, 2 | 4, number][] = [
      [0, 4, crc32(data)],
      [4, 4, content.length],
      [8, 4, data.length],
      [12, 2, name.length],
    ]
    const shifted = (by: number) => sizes.map(([at, width, value]): [number, 2 | 4, number] => [at + by, width, value])
    const local = record(30, [[0, 4, 0x04034b50], [4, 2, 20], [8, 2, method], ...shifted(14)])
    const central = record(46, [
      [0, 4, 0x02014b50],
      [4, 2, 20],
      [6, 2, 20],
      [10, 2, method],
      ...shifted(16),
      [42, 4, offset],
    ])
    locals.push(local, name, content)
    directory.push(central, name)
    offset += local.length + name.length + content.length
  }
  const directoryBytes = Buffer.concat(directory)
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, files.length],
    [10, 2, files.length],
    [12, 4, directoryBytes.length],
    [16, 4, offset],
  ])
  return Buffer.concat([...locals, directoryBytes, end])
}
