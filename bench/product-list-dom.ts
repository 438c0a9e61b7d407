/**
 * The product list's DOM while scrolling through a large catalogue, in the list view.
 *
 * Usage: npm run build && npm run bench:product-list [-- <products>]   (default 2000)
 * Seeds a fresh embedded database in a temporary folder with the demo store plus bulk products, serves the built
 * SPA and the API in process, signs in, and scrolls the list to its end in Chromium, counting after every step the
 * product rows and all elements in the document. Fails (exit code 1) unless every row was reached and the DOM
 * stayed bounded: at most 60 product rows at any time.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { buildApp } from '@/server/app'
import { migrate, openDatabase } from '@/server/db/client'
import { seedDemoData } from '@/server/db/seed'
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../tests/e2e/support/chromium'

const PRODUCTS = Number(process.argv[2] ?? 2000)
const MAX_ROWS = 60

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-dom-bench-'))
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') })
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS })
  try {
    await migrate(database)
    await seedDemoData(database.db, { products: PRODUCTS })
    const app = await buildApp({
      db: database.db,
      jwtSecret: 'dom-bench-signing-key-long-enough-for-hs256',
      uploadsDir: join(dataDir, 'uploads'),
      staticDir: 'dist',
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      await page.goto(`${origin}/auth?mode=login`)
      await page.getByLabel('Email Address').fill('admin@example.com')
      await page.getByLabel('Password', { exact: true }).fill('demo-password-1')
      await page.getByRole('button', { name: 'Sign In', exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/')
      await page.goto(`${origin}/products?view=list`)
      await page.getByText(`${PRODUCTS} products found`).waitFor()

      const started = Date.now()
      const end = page.getByText(`Showing ${PRODUCTS} of ${PRODUCTS} products`)
      let steps = 0
      let maxRows = 0
      let maxElements = 0
      while (
        !(await end.isVisible()) ||
        !(await end.evaluate((element) => element.getBoundingClientRect().top < innerHeight))
      ) {
        await page.mouse.wheel(0, 4_000)
        await page.waitForTimeout(50)
        const [rows, elements] = await page.evaluate(() => [
          document.querySelectorAll('a[aria-label^="View "]').length,
          document.getElementsByTagName('*').length,
        ])
        maxRows = Math.max(maxRows, rows)
        maxElements = Math.max(maxElements, elements)
        if (++steps > 20_000) throw new Error('The end of the list never came into view')
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      console.log(
        `Scrolled through ${PRODUCTS} products in the list view in ${seconds} s (${steps} wheel steps): ` +
          `at most ${maxRows} product rows and ${maxElements} elements in the document at any time.`,
      )
      if (maxRows > MAX_ROWS) {
        console.error(`The DOM grew with the list: ${maxRows} rows at once (limit ${MAX_ROWS}).`)
        process.exitCode = 1
      }
    } finally {
      await app.close()
    }
  } finally {
    await browser.close()
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
