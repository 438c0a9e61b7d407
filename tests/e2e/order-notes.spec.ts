import { expectNoA11yViolations, signInAndWait } from './support/app'
import { createOwnOrder } from './support/own-order'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

test('staff add internal notes to an order: newest first, with author and time, bounded', async ({ page, request }) => {
  test.setTimeout(90_000)
  const id = await createOwnOrder(request)
  await page.goto(`/orders/${id}`)
  const card = page.getByRole('form', { name: 'Add an internal note' })
  await expect(page.getByText('No internal notes yet.')).toBeVisible()

  const field = card.getByRole('textbox', { name: 'New note' })
  await card.getByRole('button', { name: 'Add Note' }).click()
  await expect(card.getByText('Write the note first')).toBeVisible()
  await field.fill('x'.repeat(2001))
  await card.getByRole('button', { name: 'Add Note' }).click()
  await expect(card.getByText('The note must be at most 2000 characters')).toBeVisible()
  await expect(card.getByText('2,001 of 2,000 characters')).toBeVisible()

  await field.fill('Customer asked for a call before delivery.')
  await field.press('Tab')
  await page.keyboard.press('Enter')
  const notes = page.getByRole('list', { name: 'Internal notes' })
  await expect(notes.getByRole('listitem')).toHaveCount(1)
  await expect(field).toHaveValue('')
  await field.fill('Called; delivery after 5 pm.')
  await card.getByRole('button', { name: 'Add Note' }).click()
  await expect(notes.getByRole('listitem')).toHaveCount(2)
  await expect(notes.getByRole('listitem').first()).toContainText('Called; delivery after 5 pm.')
  await expect(notes.getByRole('listitem').first()).toContainText('Admin')

  // Stored apart from the shipping notes, and read again on reload.
  await page.reload()
  await expect(notes.getByRole('listitem').last()).toContainText('Customer asked for a call before delivery.')
  await expectNoA11yViolations(page)
})
