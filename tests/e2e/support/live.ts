import type { Page } from '@playwright/test'

/**
 * Keeps the page's live updates (the subscriptions' event streams) waiting for an answer that never comes, as a
 * stalled connection would: what someone else changes reaches the page only when it asks the server itself. (A
 * refused stream would not do: the page reconnects and reloads what it shows, since it may have missed events.)
 */
export async function withoutLiveUpdates(page: Page): Promise<void> {
  await page.route('**/graphql', async (route) => {
    if (route.request().headers().accept !== 'text/event-stream') await route.fallback()
  })
}
