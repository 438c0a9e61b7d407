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

test("add a passkey with Chromium's virtual authenticator, use it as the second step after the password, then alone", async ({
  page,
  baseURL,
}) => {
  // WebAuthn needs a domain, not an address: the server's relying party is localhost by default.
  const origin = baseURL!.replace('127.0.0.1', 'localhost')
  const email = `passkey-${Date.now()}@example.com`
  await newEmployee(page.request, { email, firstName: 'Pia', lastName: 'Passkey', password: DEMO_PASSWORD })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  const signInAt = async () => {
    await page.goto(`${origin}/auth?mode=login`)
    await page.getByLabel('Email Address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  }

  await signInAt()
  await expect(page.getByRole('banner')).toBeVisible()
  await page.goto(`${origin}/settings/security`)
  await page.getByLabel('Passkey name').fill('Test laptop')
  await page.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Test laptop')
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: /user menu/i }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await signInAt()
  await page.getByRole('button', { name: 'Use your passkey' }).click()
  await expect(page.getByText('Login Successful!')).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()

  // A passkey alone: no email or password, the browser offers the passkey it keeps for this site.
  await page.getByRole('button', { name: /user menu/i }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await page.goto(`${origin}/auth?mode=login`)
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page.getByText('Login Successful!')).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('button', { name: /user menu/i })).toHaveAccessibleName(/^Pia Passkey/)
})
