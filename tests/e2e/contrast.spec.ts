import { type Locator, type Page } from '@playwright/test'
import { signInAndWait } from './support/app'
import { expect, test } from './support/test'

/** WCAG's contrast ratio of two CSS colours, each painted over `behind` first (so translucent colours count as seen). */
async function contrast(page: Page, color: string, against: string[]): Promise<number> {
  return page.evaluate(
    ([front, back]) => {
      const canvas = document.createElement('canvas')
      canvas.width = canvas.height = 1
      const context = canvas.getContext('2d')!
      const paint = (...layers: string[]) => {
        context.clearRect(0, 0, 1, 1)
        for (const layer of ['#fff', ...layers]) {
          context.fillStyle = layer
          context.fillRect(0, 0, 1, 1)
        }
        const [r, g, b] = context.getImageData(0, 0, 1, 1).data
        const linear = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
        return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!)
      }
      const a = paint(...back, front)
      const b = paint(...back)
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
    },
    [color, against] as const,
  )
}

/** The backgrounds painted behind a control, from the first opaque one up to the nearest (translucent ones stack). */
const backgroundBehind = (control: Locator) =>
  control.evaluate((element) => {
    const layers: string[] = []
    for (let node = element.parentElement; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor
      if (color === 'rgba(0, 0, 0, 0)' || color === 'transparent') continue
      layers.unshift(color)
      if (!/rgba|\/ /.test(color)) return layers
    }
    return [getComputedStyle(document.body).backgroundColor, ...layers]
  })

/** The colour of the widest box-shadow: the focus ring. */
const ringColor = (control: Locator) =>
  control.evaluate((element) => {
    const shadow = getComputedStyle(element).boxShadow
    const rings = shadow.match(/(?:oklch|oklab|rgba?|color|lab|lch)\([^)]*\)[^,]*?\s(\d+(?:\.\d+)?)px(?=,|$)/g) ?? []
    const widest = rings.sort((a, b) => parseFloat(b.split(' ').at(-1)!) - parseFloat(a.split(' ').at(-1)!))[0]
    return widest?.match(/^(?:oklch|oklab|rgba?|color|lab|lch)\([^)]*\)/)?.[0] ?? 'transparent'
  })

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

for (const theme of ['light', 'dark'] as const) {
  test(`input, checkbox and switch borders and the focus ring reach 3:1 in the ${theme} theme`, async ({ page }) => {
    // Without transitions the ring is measured at its final colour, not on its way there.
    const setTheme = async () => {
      await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' })
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark')
    }

    await page.goto('/settings/profile')
    await setTheme()
    const input = page.getByRole('textbox', { name: 'First Name', exact: true })
    const inputBorder = await input.evaluate((element) => getComputedStyle(element).borderTopColor)
    expect(await contrast(page, inputBorder, await backgroundBehind(input))).toBeGreaterThanOrEqual(3)
    await input.focus()
    await page.keyboard.press('End')
    expect(await contrast(page, await ringColor(input), await backgroundBehind(input))).toBeGreaterThanOrEqual(3)

    await page.goto('/settings/notifications')
    await setTheme()
    const toggle = page.getByRole('switch').first()
    const track = await toggle.evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(await contrast(page, track, await backgroundBehind(toggle))).toBeGreaterThanOrEqual(3)

    await page.goto('/users')
    await setTheme()
    const checkbox = page.getByRole('checkbox').first()
    const box = await checkbox.evaluate((element) => getComputedStyle(element).borderTopColor)
    expect(await contrast(page, box, await backgroundBehind(checkbox))).toBeGreaterThanOrEqual(3)
  })
}
