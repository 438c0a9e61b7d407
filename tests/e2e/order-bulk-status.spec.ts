import { readFile } from 'node:fs/promises'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { createOwnOrder } from './support/own-order'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

test('selected orders move to a status all of them allow, or none; Export Selected downloads only them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const first = await createOwnOrder(request)
  const second = await createOwnOrder(request, { deliveryMethod: 'PICKUP' })
  const third = await createOwnOrder(request)

  // Newest first: the test's own orders lead the first page.
  await page.goto('/orders')
  const select = (id: string) => page.getByRole('checkbox', { name: `Select order ${id}`, exact: true })
  await select(first).click()
  await select(second).click()
  await expect(page.getByText('2 selected')).toBeVisible()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await page.getByRole('button', { name: 'Bulk Actions' }).click()
      await page.getByRole('menuitem', { name: 'Export Selected' }).click()
    })(),
  ])
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n')
  expect(lines[0]).toMatch(/^Order ID,Date,Customer/)
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([first, second])

  await page.getByRole('button', { name: 'Bulk Actions' }).click()
  await page.getByRole('menuitem', { name: 'Change Status...' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByRole('combobox', { name: 'New status' })).toHaveText('Processing')
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Change Status' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('2 orders moved to Processing')).toBeVisible()
  const row = (id: string) => page.getByRole('row').filter({ hasText: `#${id}` })
  await expect(row(first)).toContainText('Processing')
  await expect(row(second)).toContainText('Processing')

  // A processing order and a pending one have no next step in common: said by number, nothing to confirm.
  await select(first).click()
  await select(third).click()
  await page.getByRole('button', { name: 'Bulk Actions' }).click()
  await page.getByRole('menuitem', { name: 'Change Status...' }).click()
  await expect(dialog).toContainText(`#${third} can move only to Processing`)
  await expect(dialog).toContainText(`#${first} can move only to Shipped`)
  await expect(dialog.getByRole('button', { name: 'Change Status' })).toBeDisabled()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(row(third)).toContainText('Pending')
})
