import { readFileSync } from 'node:fs'
import { type Page } from '@playwright/test'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'viewer@example.com')
})

const cards = (page: Page) => page.getByRole('link', { name: /^View / })

test('the list pages through the catalogue as it scrolls, and passes axe', async ({ page }) => {
  await page.goto('/products')
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
  await expect(page.getByText(/^[\d,]+ products found$/)).toBeVisible()
  await expect(cards(page)).toHaveCount(15)
  await expect(page.getByText(/^Showing 15 of [\d,]+ products$/)).toBeVisible()
  // The first card's image, the screen's Largest Contentful Paint, loads at once; the others as they near the viewport.
  const images = page.getByRole('main').locator('img')
  await expect(images.first()).toHaveAttribute('loading', 'eager')
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy')
  await expectNoA11yViolations(page)
  await page.mouse.wheel(0, 20_000)
  await expect(page.getByText(/^Showing 30 of [\d,]+ products$/)).toBeVisible()
})

test('the DOM stays bounded while scrolling through the whole catalogue, in both views', async ({ page }) => {
  test.setTimeout(180_000)
  for (const view of ['grid', 'list'] as const) {
    await page.goto(view === 'grid' ? '/products' : '/products?view=list')
    const total = Number(
      (await page.getByText(/^[\d,]+ products found$/).textContent())!.split(' ')[0]!.replaceAll(',', ''),
    )
    let rendered = 0
    await expect(async () => {
      await page.mouse.wheel(0, 5_000)
      rendered = Math.max(rendered, await cards(page).count())
      await expect(page.getByText(`Showing ${total} of ${total} products`)).toBeInViewport({ timeout: 200 })
    }).toPass({ timeout: 80_000, intervals: [100] })
    expect(total).toBeGreaterThan(300)
    expect(rendered, `${view} view rendered at most`).toBeLessThan(60)
    await expect(cards(page).last()).toBeInViewport()
  }
})

test('search narrows the list and the URL, and a filter in the URL applies on load', async ({ page }) => {
  await page.goto('/products')
  await page.getByLabel('Search products').fill('pto-0001')
  await expect(page).toHaveURL(/q=pto-0001/)
  await expect(cards(page)).toHaveCount(10)
  await expect(page.getByText('10 products found')).toBeVisible()

  await page.goto('/products?status=DISCONTINUED')
  await expect(page.getByRole('button', { name: /Discontinued/, pressed: true })).toBeVisible()
  const count = Number(
    (await page.getByText(/^[\d,]+ products found$/).textContent())!.split(' ')[0]!.replaceAll(',', ''),
  )
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThan(320)

  await page.getByLabel('Search products').fill('no-product-is-called-this')
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible()
})

test('grid and list views, and Export Selected downloads the chosen rows as CSV', async ({ page }) => {
  await page.goto('/products')
  await page.getByRole('button', { name: 'List view' }).click()
  await expect(page).toHaveURL(/view=list/)
  await expect(page.getByRole('columnheader', { name: 'Stock' })).toBeVisible()
  const boxes = page.locator('tbody').getByRole('checkbox')
  await boxes.nth(0).check()
  await boxes.nth(1).check()
  await expect(page.getByText('2 selected')).toBeVisible()
  const skus = await page
    .locator('tbody tr')
    .evaluateAll((rows) => rows.slice(0, 2).map((row) => row.querySelector('td:nth-child(2) .text-xs')!.textContent))
  await page.getByRole('button', { name: 'Bulk Actions' }).click()
  // The viewer may read products but not delete them.
  await expect(page.getByRole('menuitem', { name: 'Delete Selected' })).toBeHidden()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Export Selected' }).click(),
  ])
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n')
  expect(csv).toHaveLength(3)
  expect(csv[0]).toContain('sku')
  for (const sku of skus) expect(csv.some((line) => line.includes(sku!))).toBe(true)
  await page.getByRole('button', { name: 'Deselect All' }).click()
  await expect(page.getByText('2 selected')).toBeHidden()
  await page.getByRole('button', { name: 'Grid view' }).click()
  await expect(page.getByRole('columnheader', { name: 'Stock' })).toBeHidden()
})

test('the detail page shows the product with its stock level', async ({ page }) => {
  await page.goto('/products?q=PTO-00001')
  await cards(page).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('PTO-00001')).toBeVisible()
  await expect(page.getByRole('meter', { name: 'Stock level' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled()
  await expectNoA11yViolations(page)

  await page.goto('/products/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible()
  await expect(page.getByText("The product you're looking for doesn't exist or cannot be loaded.")).toBeVisible()
})

test('Share copies the link without the Clipboard API (plain HTTP), and shows it when copying is refused', async ({
  page,
}) => {
  // Outside a secure context the browser has no navigator.clipboard; copying may be refused as well.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined })
    const copy = document.execCommand.bind(document)
    document.execCommand = (command: string) => (sessionStorage.getItem('refuse-copy') ? false : copy(command))
  })
  await page.goto('/products?q=PTO-00001')
  await cards(page).first().click()
  const share = page.getByRole('button', { name: 'Share' })
  await share.click()
  const messages = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')
  await expect(messages.filter({ hasText: 'Link to this product copied.' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible()

  await page.evaluate(() => sessionStorage.setItem('refuse-copy', '1'))
  await page.reload()
  await share.click()
  const offered = messages.filter({ hasText: 'Copy this link to share the product:' })
  await expect(offered).toContainText(page.url())
})

test('Delete Selected asks first, then removes the chosen products', async ({ page }) => {
  await page.goto('/auth?mode=login')
  await page.evaluate(() => localStorage.clear())
  await signInAndWait(page, 'admin@example.com', { at: '/products?q=pto-0002&view=list' })
  await expect(page.getByText('10 products found')).toBeVisible()
  const names = await page.locator('tbody tr td:nth-child(2) .font-medium').allTextContents()
  await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check()
  await page.getByRole('checkbox', { name: `Select ${names[1]}` }).check()
  await page.getByRole('button', { name: 'Bulk Actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete Selected' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Delete 2 products?')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText('10 products found')).toBeVisible()

  await page.getByRole('button', { name: 'Bulk Actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete Selected' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText(/^Products removed: /)).toBeVisible()
  await expect(page.getByText('8 products found')).toBeVisible()
  await expect(page.getByText(names[0]!, { exact: true })).toBeHidden()
  await page.reload()
  await expect(page.getByText('8 products found')).toBeVisible()
})
