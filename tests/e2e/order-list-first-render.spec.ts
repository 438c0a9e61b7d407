import { signInAndWait } from './support/app'
import { expect, test } from './support/test'

test('a first visit to the orders list shows the page with its search box before the rows, in a render of its own', async ({
  page,
}) => {
  await signInAndWait(page, 'orders@example.com')
  // What the page holds after each batch of DOM changes: a batch is what one task changed (a React commit).
  await page.addInitScript(() => {
    const states: string[] = []
    Object.assign(window, { orderListStates: states })
    new MutationObserver(() => {
      const search = document.querySelector('input[placeholder="Search by order number or customer..."]')
      const rows = document.querySelector('table[aria-label="Orders"] tbody tr')
      const state = `${search ? 'search' : 'no search'}, ${rows ? 'rows' : 'no rows'}`
      if (states.at(-1) !== state) states.push(state)
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/orders')
  await expect(page.getByText(/^Showing 1-20 of [\d,]+ orders$/)).toBeVisible()
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(21)
  const states = await page.evaluate(() => (window as unknown as { orderListStates: string[] }).orderListStates)
  expect(states).toEqual(['no search, no rows', 'search, no rows', 'search, rows'])
})
