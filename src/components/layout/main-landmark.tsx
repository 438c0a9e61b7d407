import { createContext, useContext, type ReactNode } from 'react'

const InShell = createContext(false)

/** Marks content rendered inside the shell's own <main>. */
export function InsideShell({ children }: { children: ReactNode }) {
  return <InShell.Provider value>{children}</InShell.Provider>
}

/**
 * A full-page screen (error, not found) can render inside the shell or on its own:
 * on its own it supplies the page's <main> landmark, inside the shell it must not add a second one.
 */
export function MainLandmark({ children }: { children: ReactNode }) {
  return useContext(InShell) ? children : <main className="min-h-screen">{children}</main>
}
