import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { APP_NAME } from '@/lib/page-title'

/**
 * Gives the document the deepest matched route's title (each route declares it in `head`) and, after each navigation,
 * tells screen-reader users where they are through a polite live region.
 */
export function RouteAnnouncer() {
  const title = useRouterState({
    select: (state) =>
      state.matches
        .flatMap((match) => match.meta ?? [])
        .map((meta) => meta?.title)
        .filter((value): value is string => typeof value === 'string')
        .at(-1) ?? APP_NAME,
  })
  const region = useRef<HTMLDivElement>(null)
  const shown = useRef<string | null>(null)
  useEffect(() => {
    // The first page is announced by the browser itself; only later navigations need the live region.
    if (shown.current !== null && region.current) region.current.textContent = title
    shown.current = title
    document.title = title
  }, [title])
  return <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" ref={region} />
}
