import { Suspense, useState, type ReactNode } from 'react'

/**
 * Renders a dialog from the first time it opens on, so that a lazily imported dialog's code loads when it is first
 * wanted rather than with the page. It stays mounted afterwards, and closes as any dialog does.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null
}
