'use no memo'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useLayoutEffect, useRef, useState } from 'react'

/**
 * Window-scrolled virtual rows for long lists: only the rows near the viewport are rendered, and the
 * space of the others is kept as padding before and after, so the DOM stays small however far one scrolls.
 * (No memoisation by the React Compiler here: the virtualizer hands out fresh functions on purpose.)
 */
export function useWindowRows<E extends HTMLElement>({
  count,
  estimateSize,
  gap = 0,
}: {
  count: number
  estimateSize: number
  gap?: number
}) {
  const listRef = useRef<E>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  // Where the list starts on the page; what sits above it (filters, notices) can move it.
  useLayoutEffect(() => {
    const element = listRef.current
    if (!element) return
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY
      setScrollMargin((current) => (Math.abs(current - top) < 1 ? current : top))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [])
  const virtualizer = useWindowVirtualizer({ count, estimateSize: () => estimateSize, overscan: 4, scrollMargin, gap })
  const rows = virtualizer.getVirtualItems()
  const first = rows[0]
  const last = rows[rows.length - 1]
  return {
    listRef,
    rows,
    paddingTop: first ? first.start - scrollMargin : 0,
    paddingBottom: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0,
    measureRow: virtualizer.measureElement,
  }
}
