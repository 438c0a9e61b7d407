import { useEffect, useRef } from 'react'

/**
 * Calls onVisible when the sentinel is at least 10 % in view. While `busy` it waits; once the work is done
 * it looks again, so a sentinel that stayed in view (the page could not scroll further) still loads more.
 */
export function InfiniteScrollSentinel({ onVisible, busy }: { onVisible: () => void; busy: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || busy) return
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && onVisible(),
      {
        threshold: 0.1,
      },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [onVisible, busy])
  return <div ref={ref} aria-hidden className="h-4" />
}
