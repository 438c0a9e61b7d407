import { readFile } from 'node:fs/promises'
import { type Page } from '@playwright/test'
import { apiQuery } from './support/api'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

async function openInventory(page: Page, email: string) {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, email, { at: '/inventory' })
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible()
}

test.beforeEach(async ({ page }, testInfo) => {
  if (!testInfo.title.startsWith('viewer:')) await openInventory(page, 'admin@example.com')
})

async function uploadFile(page: Page, name: string, content: string | Buffer) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Bulk Upload' }).click()
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) })
}

async function downloaded(page: Page, button: string): Promise<string> {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: button }).click()
  return readFile(await (await download).path(), 'utf8')
}

test('upload a CSV with one bad row: a warning with the counts, then the failed row and its report', async ({
  page,
}) => {
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
  await page.getByRole('button', { name: 'Apply changes' }).click()

  const message = page.getByRole('alert').filter({ hasText: 'Upload finished with errors' })
  await expect(message).toContainText('Upload finished with errors. Processed 3 items. Success: 2, Failed: 1')
  await expect(message).toContainText('Row 4: Quantity must be a number')
  await expect(message).not.toContainText('successful')
  await expect(message).toHaveClass(/text-amber-950/)
  const failed = page.getByRole('region', { name: 'Failed rows (1)' })
  await expect(failed.getByRole('row')).toHaveCount(2)
  await expect(failed.getByRole('row').nth(1)).toContainText('Row 4: Quantity must be a number')
  await expectNoA11yViolations(page)

  const report = await downloaded(page, 'Download Error Report')
  expect(report).toBe(`row,sku,message\r\n4,'=SUM(1+1),Row 4: Quantity must be a number\r\n`)

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

test('quantities written as 1e9, 1.5 or 0x10 are refused row by row, in red when no row applied', async ({ page }) => {
  await uploadFile(page, 'exponent.csv', 'sku,quantity\nOUT-0001,1e9\nOUT-0002,1.5\nOUT-0003,0x10\n')
  const alert = page.getByRole('alert').filter({ hasText: 'Upload failed' })
  await expect(alert).toContainText('Upload failed: None of the 3 rows could be applied. See the failed rows below.')
  await expect(alert).toHaveClass(/text-destructive/)
  const failed = page.getByRole('region', { name: 'Failed rows (3)' })
  const digits = 'must be a whole number written in digits (like 25)'
  await expect(failed.getByRole('row').nth(1)).toContainText(`Row 2: Quantity ${digits}`)
  await expect(failed.getByRole('row').nth(2)).toContainText(`Row 3: Quantity ${digits}`)
  await expect(failed.getByRole('row').nth(3)).toContainText(`Row 4: Quantity ${digits}`)
  await expectNoA11yViolations(page)
})

test('the downloaded template uploaded unchanged adds nothing: its example rows are skipped, and it says so', async ({
  page,
}) => {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download Template' }).click()
  const template = await readFile(await (await download).path())

  await uploadFile(page, 'inventory-upload-template.csv', template)
  await expect(page.getByRole('alert').filter({ hasText: 'example rows of the upload template' })).toBeVisible()
  const failed = page.getByRole('region', { name: /^Failed rows/ })
  await expect(failed).toContainText('Row 2: Skipped: an example row of the upload template.')
  await expect(failed).toContainText('Row 3: Skipped: an example row of the upload template.')
})

test('viewer: a view-only user sees Bulk Upload disabled, with the reason', async ({ page }) => {
  await openInventory(page, 'viewer@example.com')
  const button = page.getByRole('button', { name: 'Bulk Upload' })
  await expect(button).toBeDisabled()
  await expect(button).toHaveAccessibleDescription(
    'Bulk upload changes stock, which needs Edit permission on inventory. You can view stock only.',
  )
  await expectNoA11yViolations(page)
})

test('preview first: a drop to 0 stands out, discard changes nothing; upload again, apply, then undo from history', async ({
  page,
}) => {
  type Stocked = { inventoryProducts: { products: { sku: string; quantity: number }[] } }
  const stockOf = async (search: string) =>
    (
      await apiQuery<Stocked>(
        page,
        'query ($search: String) { inventoryProducts(filter: { search: $search }) { products { sku quantity } } }',
        { search },
      )
    ).inventoryProducts.products
  const [stocked] = (await stockOf('')).filter((product) => product.quantity > 0)
  const sku = `E2E-PREVIEW-${Date.now()}`
  const sheet = `SKU,Quantity,Name,Price\n${stocked!.sku},0,,\n${sku},12,Preview test hinge,3.50\n`

  await uploadFile(page, 'preview-stock.csv', sheet)
  const preview = page.getByRole('region', { name: 'Preview of preview-stock.csv' })
  await expect(preview).toContainText('Nothing has changed yet.')
  await expect(preview.getByRole('note')).toHaveText(/^1 large change/)
  const dropped = preview.getByRole('row').filter({ hasText: stocked!.sku })
  await expect(dropped).toContainText('Large change')
  await expect(dropped).toHaveClass(/bg-amber-50/)
  await preview.getByRole('button', { name: /^New products \(1\)$/ }).click()
  await expect(preview.getByRole('row').filter({ hasText: sku })).toContainText('Preview test hinge (new product)')
  await expectNoA11yViolations(page)
  await preview.getByRole('button', { name: 'Discard' }).click()
  await expect(preview).toBeHidden()
  expect(await stockOf(stocked!.sku)).toEqual([stocked])
  expect(await stockOf(sku)).toEqual([])

  await uploadFile(page, 'preview-stock.csv', sheet)
  await expect(preview).toBeVisible()
  // The preview is still there after a reload.
  await page.reload()
  await preview.getByRole('button', { name: 'Apply changes' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Upload successful' })).toContainText(
    'Upload successful! Processed 2 items. Success: 2, Failed: 0',
  )
  expect(await stockOf(stocked!.sku)).toEqual([{ sku: stocked!.sku, quantity: 0 }])

  const entry = page.getByRole('listitem').filter({ hasText: 'preview-stock.csv' }).first()
  await entry.locator('summary').click()
  const report = await downloaded(page, 'Download report')
  expect(report.split('\r\n').slice(1, 3)).toEqual([
    `2,${stocked!.sku},applied,Row 2: stock set to 0 (was ${stocked!.quantity})`,
    `3,${sku},applied,Row 3: product created with stock 12`,
  ])
  await entry.getByRole('button', { name: 'Undo upload' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Undo the upload of preview-stock.csv?' })
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Undo upload' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Undone: 2 products restored.')).toBeVisible()
  await expect(entry.locator('summary')).toContainText('Undone')
  await expect(entry.getByRole('definition').last()).toContainText('by Ada Admin')
  await expect(entry.getByRole('button', { name: 'Undo upload' })).toBeHidden()
  expect(await stockOf(stocked!.sku)).toEqual([stocked])
  expect(await stockOf(sku)).toEqual([{ sku, quantity: 0 }])
})

test('while a preview is applied, Cancel offers to stop it after the rows being saved', async ({ page }) => {
  const { inventoryProducts } = await apiQuery<{
    inventoryProducts: { products: { sku: string; quantity: number }[] }
  }>(page, '{ inventoryProducts(filter: { search: "" }) { products { sku quantity } } }')
  const stocked = inventoryProducts.products.find((product) => product.quantity > 0)!
  await uploadFile(page, 'cancel-stock.csv', `sku,quantity\n${stocked.sku},${stocked.quantity + 1}\n`)
  const preview = page.getByRole('region', { name: 'Preview of cancel-stock.csv' })
  // The apply is held in the browser, so that the screen stays applying for as long as the test looks at it.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('applyInventoryUpload')) await held
    await route.continue()
  })
  await preview.getByRole('button', { name: 'Apply changes' }).click()
  const cancel = page.getByRole('button', { name: 'Cancel', exact: true })
  await expect(cancel).toBeEnabled()
  await expect(page.getByText('Stops after the rows being saved now; rows already saved stay applied.')).toBeVisible()
  await expectNoA11yViolations(page)
  release()
  await expect(page.getByRole('alert').filter({ hasText: 'Upload successful' })).toBeVisible()
  await expect(cancel).toBeHidden()
})
