import { readFile } from 'node:fs/promises'
import { type Page } from '@playwright/test'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
  await page.goto('/inventory')
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible()
})

async function downloaded(page: Page, button: string): Promise<string> {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: button }).click()
  return readFile(await (await download).path(), 'utf8')
}

test('upload a CSV with one bad row: the spec message, then the failed row and its report', async ({ page }) => {
  await expectNoA11yViolations(page)
  const tag = Date.now()
  const csv = [
    'SKU,Quantity,Name,Price',
    `E2E-${tag}-1,12,Upload test hinge,3.50`,
    `E2E-${tag}-2,7,Upload test latch,2.25`,
    '=SUM(1+1),lots,,',
  ].join('\n')

  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Bulk Upload' }).click()
  const fileChooser = await chooser
  expect(fileChooser.isMultiple()).toBe(false)
  await fileChooser.setFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })

  const message = page.getByText('Upload successful! Processed 3 items. Success: 2, Failed: 1')
  await expect(message).toBeVisible()
  const failed = page.getByRole('region', { name: 'Failed rows (1)' })
  await expect(failed.getByRole('row')).toHaveCount(2)
  await expect(failed.getByRole('row').nth(1)).toContainText('Row 4: Stock must be a number')
  await expectNoA11yViolations(page)

  const report = await downloaded(page, 'Download Error Report')
  expect(report).toBe(`row,sku,message\r\n4,'=SUM(1+1),Row 4: Stock must be a number\r\n`)

  // The message goes after 5 seconds; the failed rows stay.
  await expect(message).toBeHidden({ timeout: 8_000 })
  await expect(failed).toBeVisible()

  await page.goto(`/products?q=E2E-${tag}`)
  await expect(page.getByText('Upload test hinge').first()).toBeVisible()
})

test('a file that is not a spreadsheet is refused in red, and the template names the columns', async ({ page }) => {
  const template = await downloaded(page, 'Download Template')
  expect(template.split('\r\n')[0]).toBe('sku,quantity,adjustment,name,price,cost,description,category,status')

  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Bulk Upload' }).click()
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
  await (await chooser).setFiles({ name: 'photo.csv', mimeType: 'text/csv', buffer: png })
  const alert = page.getByRole('alert').filter({ hasText: 'The file is not a spreadsheet' })
  await expect(alert).toHaveText('The file is not a spreadsheet. Upload a .csv, .xlsx or .xls file.')
  await expect(alert).toHaveClass(/text-destructive/)
})
