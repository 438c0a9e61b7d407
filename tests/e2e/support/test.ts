import { expect, test as base, type BrowserContext } from '@playwright/test'

type ViolationReporter = { __reportCspViolation(text: string): void }

/** Collects every Content-Security-Policy violation that any page of the context reports. */
export async function recordCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = []
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    violations.push(`${page.url()}: ${text}`)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : ''
      const text = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}${where}`
      ;(window as unknown as ViolationReporter).__reportCspViolation(text)
    })
  })
  return violations
}

/**
 * Playwright's test, failing any test during which a page broke the server's Content-Security-Policy, or asked
 * "Leave site?" when the test did not expect it. Playwright would dismiss that prompt silently and the navigation
 * would wait forever; here it is accepted, so the test goes on to its end (and puts back what it changed), and fails
 * there naming the page. A test that checks the prompt itself sets `promptsExpected`.
 */
export const test = base.extend<{ cspViolations: string[]; promptsExpected: boolean; unexpectedPrompts: string[] }>({
  promptsExpected: [false, { option: true }],
  unexpectedPrompts: [
    async ({ context, promptsExpected }, use) => {
      const prompts: string[] = []
      if (!promptsExpected) {
        context.on('dialog', (dialog) => {
          prompts.push(`${dialog.type()} on ${dialog.page()?.url() ?? 'a page'}: ${dialog.message()}`)
          void dialog.accept()
        })
      }
      await use(prompts)
      expect(prompts, 'dialogs the test did not expect').toEqual([])
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations = await recordCspViolations(context)
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
