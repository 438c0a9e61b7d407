import { useEffect, useRef } from 'react'

/** Calls onVisible when the sentinel is at least 10 % in view. */
export function InfiniteScrollSentinel({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && onVisible(),
      {
        threshold: 0.1,
      },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [onVisible])
  return <div ref={ref} aria-hidden className="h-4" />
}
