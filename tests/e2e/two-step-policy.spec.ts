import { generate } from 'otplib'
import { apiAs, newEmployee } from './support/api'
import { DEMO_PASSWORD, signIn } from './support/app'
import { serveOwnServer } from './support/own-server'
import { expect, test } from './support/test'

// The store policy is the whole store's: this spec changes it on a server of its own, which no other spec uses.
serveOwnServer()

test('a user the store requires to set up two-step sign-in stays on the setup after a reload, until it is done', async ({
  page,
}) => {
  const email = `must-enrol-${Date.now()}@example.com`
  await newEmployee(page.request, { email, firstName: 'Mira', lastName: 'Mustenrol', password: DEMO_PASSWORD })
  // Signed in before the policy changes, so this session is not held to it and can put it back.
  const admin = await apiAs(page.request, 'admin@example.com')
  const setPolicy = (policy: string) =>
    admin('mutation ($policy: TwoStepPolicy!) { setTwoStepPolicy(policy: $policy) }', { policy })
  await setPolicy('EVERYONE')
  try {
    await signIn(page, email)
    await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible()
    // Reloaded at the dashboard, the app goes straight to the setup: no screen opens and asks to be refused.
    const refusals: string[] = []
    page.on('response', (response) => {
      if (!response.url().endsWith('/graphql')) return
      // A response the page dropped (it navigated) has no body to read: it was not a refusal the user met.
      response.text().then(
        (body) => body.includes('requires two-step') && refusals.push(body),
        () => undefined,
      )
    })
    await page.goto('/')
    await expect(page).toHaveURL(/\/two-step-setup$/)
    await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)
    expect(refusals).toEqual([])

    await page.getByRole('button', { name: 'Set up authenticator app' }).click()
    const secret = (await page.getByTestId('two-step-secret').textContent())!.trim()
    await page.getByLabel('Code from the app').fill(await generate({ secret }))
    await page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await page.getByRole('button', { name: 'I have saved them' }).click()
    await expect(page.getByRole('banner')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page).not.toHaveURL(/two-step-setup/)
  } finally {
    await setPolicy('NOBODY')
  }
})
