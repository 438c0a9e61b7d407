import { expectNoA11yViolations, signIn, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test('the login screen shows its fields and passes axe in both themes', async ({ page }) => {
  await page.goto('/auth?mode=login')
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  await expect(page.getByText('Sign in to your admin account')).toBeVisible()
  await expect(page.getByLabel('Email Address')).toHaveAttribute('placeholder', 'Enter your email')
  const password = page.getByLabel('Password', { exact: true })
  await expect(password).toHaveAttribute('placeholder', 'Enter your password')
  await expect(password).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await expect(page.getByRole('button', { name: 'Forgot your password?' })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('the first load finds every file it asks for, its icon included, and logs no error', async ({ page }) => {
  const missing: string[] = []
  const errors: string[] = []
  page.on('response', (response) => response.status() >= 400 && missing.push(`${response.status()} ${response.url()}`))
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await page.goto('/auth?mode=login')
  await page.waitForLoadState('networkidle')
  expect(missing).toEqual([])
  expect(errors).toEqual([])
  const href = await page.locator('link[rel="icon"]').getAttribute('href')
  const icon = await page.request.get(href ?? '/favicon.ico')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/)
})

test('a developer lands on the dashboard after the success message', async ({ page }) => {
  await signIn(page, 'dev@example.com')
  await expect(page.getByText('Login Successful!')).toBeVisible()
  await expect(page.getByText('Redirecting to dashboard...')).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText("Here's what's happening with your store today.")).toBeVisible()
  await expectNoA11yViolations(page)
})

for (const email of ['admin@example.com', 'orders@example.com']) {
  test(`${email} lands on the orders screen`, async ({ page }) => {
    await signInAndWait(page, email)
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  })
}

test('inventory staff land on the inventory, the first area their role opens, not on "no access"', async ({ page }) => {
  await signIn(page, 'stock@example.com')
  await page.waitForURL((url) => url.pathname === '/inventory')
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible()
  await expect(page.getByText("You don't have access")).toHaveCount(0)
  // "Go to the start page" on a screen they may not open leads there too.
  await page.goto('/users')
  await page.getByRole('link', { name: 'Go to the start page' }).click()
  await page.waitForURL((url) => url.pathname === '/inventory')
  // axe on the rendered page, not on the shell while the inventory still loads.
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('a wrong password shows the error in a red box, and editing a field clears it', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'wrong-password')
  const alert = page.getByRole('alert')
  await expect(alert).toHaveText(/Invalid email or password/)
  const [red, green, blue] = await alert.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d')!
    context.fillStyle = getComputedStyle(element).color
    context.fillRect(0, 0, 1, 1)
    return [...context.getImageData(0, 0, 1, 1).data]
  })
  expect(red! - Math.max(green!, blue!), 'the error text is red').toBeGreaterThan(80)
  await page.getByLabel('Email Address').press('End')
  await page.getByLabel('Email Address').pressSequentially('x')
  await expect(alert).toBeHidden()
  await expect(page).toHaveURL(/\/auth/)
})

test('an empty field sends nothing and says what is missing', async ({ page }) => {
  let graphqlCalls = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql')) graphqlCalls++
  })
  await page.goto('/auth?mode=login')
  await page.getByLabel('Email Address').fill('admin@example.com')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  expect(graphqlCalls).toBe(0)
})

test('an email that is not one is named beside the field, sends nothing, and the message goes once it is fixed', async ({
  page,
}) => {
  let graphqlCalls = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql')) graphqlCalls++
  })
  await page.goto('/auth?mode=login')
  const email = page.getByLabel('Email Address')
  await email.fill('admin.example.com')
  await page.getByLabel('Password', { exact: true }).fill('password')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address')
  expect(graphqlCalls).toBe(0)
  await email.fill('admin@example.com')
  await expect(page.getByText('Please enter a valid email address')).toBeHidden()
  await expect(email).not.toHaveAttribute('aria-invalid')
})

test('a customer cannot sign in', async ({ page }) => {
  await signIn(page, 'customer@example.com')
  await expect(page.getByRole('alert')).toHaveText(/does not have access to the admin portal/)
  await expect(page).toHaveURL(/\/auth/)
})

test('reloading keeps the session; after Sign out a protected URL shows the login screen', async ({ page }) => {
  await signInAndWait(page, 'admin@example.com', { at: '/settings' })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()

  await page.getByRole('button', { name: /user menu/i }).click()
  await expect(page.getByRole('menu')).toContainText('admin@example.com')
  await expect(page.getByRole('menu')).toContainText('Employee')
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()

  await page.goto('/orders')
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})
