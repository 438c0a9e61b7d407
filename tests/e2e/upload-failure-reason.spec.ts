// Issue 29 item 19: a failed upload in the inventory's upload history says why it failed (the server keeps the
// reason), in the list and in the upload's details, not just "Failed".
import type { Page } from '@playwright/test'
import { expectNoA11yViolations, screenshotsInThemes, signInAndWait } from './support/app'
import { expect, test } from './support/test'

async function upload(page: Page, name: string, content: string) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Bulk Upload' }).click()
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) })
  // The history lists the upload once it has ended.
  const history = page.getByRole('region', { name: 'Upload history' })
  await expect(history.getByRole('listitem').filter({ hasText: name })).toContainText('Failed', { timeout: 30_000 })
}

test('a failed upload shows its reason in the history and its details', async ({ page }) => {
  test.setTimeout(120_000)
  const tag = Date.now()
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com', { at: '/inventory' })

  await upload(page, `bad-rows-${tag}.csv`, `SKU,Quantity\nGHOST-${tag}-1,lots\nGHOST-${tag}-2,many\n`)
  await upload(page, `no-rows-${tag}.csv`, 'sku,quantity\n')

  const history = page.getByRole('region', { name: 'Upload history' })
  const badRows = history.getByRole('listitem').filter({ hasText: `bad-rows-${tag}.csv` })
  await expect(badRows).toContainText('Failed')
  await expect(badRows).toContainText(
    'None of the 2 rows could be applied. Row 2: Quantity must be a number (and 1 more row)',
  )
  const noRows = history.getByRole('listitem').filter({ hasText: `no-rows-${tag}.csv` })
  await expect(noRows).toContainText('The file has a header row but no rows below it.')

  // The details open from the keyboard: who, when, size, rows and the full reason.
  await badRows.locator('summary').focus()
  await page.keyboard.press('Enter')
  const details = badRows.locator('dl')
  await expect(details).toBeVisible()
  await expect(details).toContainText('Uploaded by')
  await expect(details).toContainText('Ada Admin')
  await expect(details).toContainText('Rows')
  await expect(details).toContainText('Row 2: Quantity must be a number')
  await expectNoA11yViolations(page)

  await screenshotsInThemes(page, 'upload-history', { target: history })
})
