import { expectNoA11yViolations } from './support/app'
import { expect, test } from './support/test'

// The check every screen's test ends with must itself find what it looks for, in each theme.
test('the accessibility check names an unlabelled field, and text that only the dark theme makes unreadable', async ({
  page,
}) => {
  await page.goto('/auth?mode=login')
  await expect(page.getByText('Welcome Back')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.evaluate(() => {
    const field = document.createElement('input')
    field.id = 'unlabelled-field'
    document.querySelector('form')!.append(field)
  })
  await expect(expectNoA11yViolations(page)).rejects.toThrow(/label: #unlabelled-field/)

  await page.evaluate(() => {
    document.getElementById('unlabelled-field')!.remove()
    const note = document.createElement('p')
    note.id = 'dark-only-grey'
    note.textContent = 'Grey on black'
    // Dark grey: clear on the light theme's white, lost on the dark theme's near-black.
    note.style.color = '#222'
    document.querySelector('form')!.append(note)
  })
  await expect(expectNoA11yViolations(page)).rejects.toThrow(/dark theme[\s\S]*color-contrast: #dark-only-grey/)
})
