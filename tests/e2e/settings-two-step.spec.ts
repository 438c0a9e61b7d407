import { generate } from 'otplib'
import { newEmployee } from './support/api'
import { DEMO_PASSWORD, expectNoA11yViolations, signIn, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test('set up an authenticator app from the key shown beside the QR code, then sign in with password and code', async ({
  page,
}) => {
  const email = `two-step-${Date.now()}@example.com`
  await newEmployee(page.request, { email, firstName: 'Tove', lastName: 'Twostep', password: DEMO_PASSWORD })
  await signInAndWait(page, email, { at: '/settings/security' })

  await page.getByRole('button', { name: 'Set up authenticator app' }).click()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = (await page.getByTestId('two-step-secret').textContent())!.trim()
  await expectNoA11yViolations(page)
  await page.getByLabel('Code from the app').fill(await generate({ secret }))
  await page.getByRole('button', { name: 'Confirm', exact: true }).click()
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'I have saved them' }).click()
  await expect(page.getByText(/^On since /)).toBeVisible()

  await page.getByRole('button', { name: /user menu/i }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await signIn(page, email)
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible()
  await expectNoA11yViolations(page)
  // The code of the next time step: the one the setup used is spent (the server accepts one step of drift).
  await page
    .getByLabel('Authentication code')
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText('Login Successful!')).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
})
