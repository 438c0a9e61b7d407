/** Image formats the store keeps, told apart by their first bytes rather than by the name or type a browser claims. */
export interface ImageFormat {
  type: string
  extension: string
}

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))

const SIGNATURES: (ImageFormat & { matches: (bytes: Uint8Array) => boolean })[] = [
  { type: 'image/jpeg', extension: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', extension: 'png', matches: (b) => ascii(b, 1, 4) === 'PNG' && b[0] === 0x89 },
  { type: 'image/gif', extension: 'gif', matches: (b) => ascii(b, 0, 4) === 'GIF8' },
  { type: 'image/webp', extension: 'webp', matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
]

/** How many leading bytes tell the formats apart. */
const IMAGE_SIGNATURE_BYTES = 12

/** The format the file's first bytes show, or undefined when they are not those of an image we keep. */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | undefined {
  const format = SIGNATURES.find((signature) => signature.matches(bytes))
  return format && { type: format.type, extension: format.extension }
}

/** A file's first bytes, read in the browser or on the server alike. */
export async function imageFormatOfFile(file: Blob): Promise<ImageFormat | undefined> {
  return imageFormatOf(new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer()))
}
