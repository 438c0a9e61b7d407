import { describe, expect, it } from 'vitest'
import { imageFormatOfFile } from '@/shared/image-signature'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

describe("an image file's first bytes (issue 29 item 7)", () => {
  it('tells a real PNG, JPEG, GIF and WebP from a text file that only claims to be one', async () => {
    expect(await imageFormatOfFile(new File([PNG], 'dot.png', { type: 'image/png' }))).toMatchObject({
      extension: 'png',
    })
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])
    expect(await imageFormatOfFile(new File([jpeg], 'a.jpg'))).toMatchObject({ type: 'image/jpeg' })
    expect(await imageFormatOfFile(new File(['GIF89a...'], 'a.gif'))).toMatchObject({ type: 'image/gif' })
    expect(await imageFormatOfFile(new File(['RIFF\0\0\0\0WEBPVP8 '], 'a.webp'))).toMatchObject({ type: 'image/webp' })
    expect(
      await imageFormatOfFile(new File(['not an image at all'], 'fake.png', { type: 'image/png' })),
    ).toBeUndefined()
    expect(await imageFormatOfFile(new File([], 'empty.png', { type: 'image/png' }))).toBeUndefined()
  })
})
