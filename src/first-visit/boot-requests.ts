import { defaultStringifySearch } from '@tanstack/react-router'
import { dashboardVariables } from '@/features/dashboard/queries'
import { orderSearchVariables } from '@/features/orders/order-list-query'
import { dashboardPeriodAt, orderSearchAt } from '@/first-visit/first-screen'
import { FIRST_SCREEN_PATHS } from '@/first-visit/first-screens'
import { GetDashboardDocument, GetMeDocument, SearchOrdersDocument } from '@/gql/graphql'
import { REQUEST_TIMEOUT_MS } from '@/lib/graphql-client'
import { graphqlBody } from '@/lib/graphql-response'
import { DASHBOARD_PERIODS } from '@/shared/dashboard-period'

/** A screen's query: its document once, and its variables by the URLs (path and search) they are known for. */
function screenQuery<S, V>(
  document: { toString(): string },
  urls: string[],
  stateAt: (url: URL) => S | undefined,
  variables: (state: S) => V,
) {
  const { query, operationName } = graphqlBody(document, {})
  const byUrl = urls.flatMap((url) => {
    const state = stateAt(new URL(url, 'http://localhost'))
    return state ? [[url, variables(state)]] : []
  })
  return { query, operationName, variables: Object.fromEntries(byUrl) as Record<string, V> }
}

/**
 * What the inline boot script (boot.js) sends on a first screen before any module loads, worked out at build time
 * (scripts/first-visit/boot-script-plugin.ts) by the entry's own code: the bodies `sendFirstRequests` would send, with
 * the documents as codegen wrote them. The screen's query is known by the stored user's start page (which tells what
 * '/' opens, and that the user may see it) and then by the URL: the dashboard at each period the app links to, the
 * order list unfiltered on its first page. Any other URL gets `GetMe` ahead, and its query from the entry.
 */
export function bootRequests() {
  const dashboardUrls = [
    '/',
    '/dashboard',
    ...DASHBOARD_PERIODS.map((days) => `/dashboard${defaultStringifySearch({ days })}`),
  ]
  return {
    paths: FIRST_SCREEN_PATHS,
    timeoutMs: REQUEST_TIMEOUT_MS,
    me: graphqlBody(GetMeDocument, {}),
    byStartPage: {
      '/dashboard': screenQuery(GetDashboardDocument, dashboardUrls, dashboardPeriodAt, dashboardVariables),
      '/orders': screenQuery(SearchOrdersDocument, ['/', '/orders'], orderSearchAt, orderSearchVariables),
    },
  }
}
