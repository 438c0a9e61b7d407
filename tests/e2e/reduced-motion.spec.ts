import { type Page } from '@playwright/test'
import { expect, test } from './support/test'

/** How long the Sign In button takes to change colour, and how long a loading skeleton pulses, in seconds. */
async function motion(page: Page) {
  await page.goto('/auth?mode=login')
  const button = page.getByRole('button', { name: 'Sign In', exact: true })
  await expect(button).toBeVisible()
  return button.evaluate((element) => {
    const skeleton = document.createElement('div')
    skeleton.className = 'animate-pulse'
    document.body.append(skeleton)
    const pulse = getComputedStyle(skeleton)
    const result = {
      transition: parseFloat(getComputedStyle(element).transitionDuration),
      pulse: parseFloat(pulse.animationDuration) * Number(pulse.animationIterationCount.replace('infinite', 'Infinity')),
    }
    skeleton.remove()
    return result
  })
}

test.describe('staff who ask for less motion', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } })

  test('see controls change and skeletons show without moving', async ({ page }) => {
    const { transition, pulse } = await motion(page)
    expect(transition).toBeLessThan(0.001)
    expect(pulse).toBeLessThan(0.001)
  })
})

test.describe('staff who do not', () => {
  test.use({ contextOptions: { reducedMotion: 'no-preference' } })

  test('see controls change colour smoothly and skeletons pulse', async ({ page }) => {
    const { transition, pulse } = await motion(page)
    expect(transition).toBeGreaterThan(0.05)
    expect(pulse).toBe(Infinity)
  })
})
