import { useEffect, useState } from 'react'

/** Headers become sticky with a shadow once the page has scrolled more than this (spec part 1 §9). */
const STICKY_AFTER_PX = 2

export function useScrolledPast(offset = STICKY_AFTER_PX): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset)
    // Reading the scroll position lays the page out: on mount, in the next frame, where the browser lays it out anyway,
    // not in the middle of the app's first render (a whole extra layout of the page on every first visit).
    const frame = requestAnimationFrame(update)
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
    }
  }, [offset])
  return scrolled
}
