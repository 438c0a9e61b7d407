import { useEffect, useState } from 'react'

/** Headers become sticky with a shadow once the page has scrolled more than this (spec part 1 §9). */
export const STICKY_AFTER_PX = 2

export function useScrolledPast(offset = STICKY_AFTER_PX): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [offset])
  return scrolled
}
