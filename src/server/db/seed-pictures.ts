import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import { asc, eq } from 'drizzle-orm'
import type { Db } from './client'
import { categories, productCategories, productImages, products } from './schema'
import { chunks } from './seed-catalogue'

/** Pictures per category: the demo's products share them, so seeding writes a few dozen small files, not hundreds. */
const VARIANTS = 6
const SIZE = 240

/** Where the seeded pictures live under the uploads folder, and the URL they are served at. */
const FOLDER = 'seed'
const URL_PREFIX = `/uploads/${FOLDER}/`

type Shape = 'ball' | 'box' | 'bottle' | 'disc' | 'tower' | 'gem'
const SHAPES: Shape[] = ['box', 'ball', 'bottle', 'tower', 'disc', 'gem']

/** A PNG (RGB, 8 bits) of the given pixels: signature, IHDR, one IDAT, IEND. */
function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) rows.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** An HSL colour (hue in degrees, saturation and lightness 0–1) as RGB bytes. */
function hsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const f = (n: number) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [f(0), f(8), f(4)]
}

/** How far inside the shape a point (centred coordinates, -1…1) is: > 0 inside, with a soft edge. */
function inside(shape: Shape, x: number, y: number): number {
  const box = (w: number, h: number, r: number) => {
    const qx = Math.max(Math.abs(x) - w + r, 0)
    const qy = Math.max(Math.abs(y) - h + r, 0)
    return r - Math.hypot(qx, qy) - Math.min(Math.max(Math.abs(x) - w, Math.abs(y) - h), 0)
  }
  switch (shape) {
    case 'ball':
      return 0.55 - Math.hypot(x, y)
    case 'box':
      return box(0.5, 0.45, 0.08)
    case 'bottle':
      return Math.max(box(0.28, 0.5, 0.12) - Math.max(0, -y - 0.2) * 2, y < -0.3 ? box(0.12, 0.62, 0.04) : -1)
    case 'disc':
      return 0.6 - Math.hypot(x, y * 2.2)
    case 'tower':
      return box(0.26, 0.6, 0.1)
    case 'gem':
      return 0.58 - (Math.abs(x) + Math.abs(y) * 0.9)
  }
}

/** A studio-style picture: a pale backdrop in the category's hue, the object lit from the top left, its shadow. */
function drawPicture(hue: number, variant: number): Buffer {
  const shape = SHAPES[variant % SHAPES.length]!
  const objectHue = (hue + variant * 23) % 360
  const pixels = new Uint8Array(SIZE * SIZE * 3)
  for (let py = 0; py < SIZE; py++) {
    for (let px = 0; px < SIZE; px++) {
      const x = (px / SIZE) * 2 - 1
      const y = (py / SIZE) * 2 - 1.1
      let colour = hsl(hue, 0.35, 0.93 - (py / SIZE) * 0.08)
      const shadow = 1 - Math.hypot(x / 0.6, (y - 0.62) / 0.09)
      if (shadow > 0) colour = hsl(hue, 0.2, 0.85 - shadow * 0.25)
      const depth = inside(shape, x, y)
      if (depth > 0) {
        const light = 0.62 - (x + y) * 0.12 - Math.max(0, 0.04 - depth) * 2
        colour = hsl(objectHue, 0.55, Math.max(0.18, Math.min(0.78, light)))
      }
      pixels.set(colour, (py * SIZE + px) * 3)
    }
  }
  return encodePng(SIZE, SIZE, pixels)
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/**
 * Gives every product without an image one of its first category's pictures, drawn now and stored under the uploads
 * folder like uploaded ones (PNG, served at /uploads/). A few dozen 240 px files, written once per seeded store.
 */
export async function seedProductPictures(db: Db, uploadsDir: string): Promise<number> {
  const categoryRows = await db.select().from(categories).orderBy(asc(categories.id))
  await mkdir(join(uploadsDir, FOLDER), { recursive: true })
  const files = new Map<number, { url: string; size: number }[]>()
  for (const [index, category] of categoryRows.entries()) {
    const hue = (index * 47 + 200) % 360
    const pictures = []
    for (let variant = 0; variant < VARIANTS; variant++) {
      const name = `${slug(category.name)}-${variant + 1}.png`
      const png = drawPicture(hue, variant)
      await writeFile(join(uploadsDir, FOLDER, name), png)
      pictures.push({ url: `${URL_PREFIX}${name}`, size: png.byteLength })
    }
    files.set(category.id, pictures)
  }
  const rows = await db
    .selectDistinctOn([products.id], { productId: products.id, categoryId: productCategories.categoryId })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.productId, products.id))
    .orderBy(products.id, asc(productCategories.categoryId))
  const pictured = rows.flatMap((row, index) => {
    const pictures = files.get(row.categoryId)
    const picture = pictures?.[index % pictures.length]
    if (!picture) return []
    return [
      {
        productId: row.productId,
        url: picture.url,
        fileName: picture.url.slice(URL_PREFIX.length),
        contentType: 'image/png',
        sizeBytes: picture.size,
        position: 0,
      },
    ]
  })
  for (const batch of chunks(pictured)) await db.insert(productImages).values(batch)
  return pictured.length
}
