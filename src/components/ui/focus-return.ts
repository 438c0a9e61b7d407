import { useRef } from 'react'

/**
 * Where focus goes when the control that should get it back is gone: the first enabled control of the nearest
 * element marked `data-focus-group` that is still on the page (e.g. the order's header buttons, a card's actions),
 * else the page's heading, else the main landmark. Never the body, where the next Tab would start at the top.
 */
const GROUP = '[data-focus-group]'
const CONTROL = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), [tabindex="0"]'
/** How long after focus went back to a control the page may still remove it (a refetch after the change). */
const SETTLE_MS = 5000

export function groupsOf(element: Element | null): Element[] {
  const groups: Element[] = []
  for (let group = element?.closest(GROUP); group; group = group.parentElement?.closest(GROUP)) groups.push(group)
  return groups
}

export function focusNeighbour(groups: readonly Element[]) {
  for (const group of groups) {
    const control = group.isConnected ? group.querySelector<HTMLElement>(CONTROL) : null
    if (control) return control.focus()
  }
  const heading = document.querySelector<HTMLElement>('main h1')
  if (heading) {
    heading.tabIndex = -1
    return heading.focus()
  }
  document.querySelector<HTMLElement>('main')?.focus()
}

/** A control to give focus back to, with what finds it again if the page re-rendered it, and its groups. */
interface Remembered {
  element: HTMLElement | null
  label: string | null
  groups: Element[]
}

function remember(element: HTMLElement | null): Remembered {
  return { element, label: element?.getAttribute('aria-label') ?? null, groups: groupsOf(element) }
}

/** The control itself, or the one that took its place when the page re-rendered it (same tag and label). */
function current({ element, label }: Remembered): HTMLElement | null {
  if (!element || element.isConnected) return element
  if (!label) return null
  const twins = document.querySelectorAll<HTMLElement>(`${element.tagName}[aria-label="${CSS.escape(label)}"]`)
  return twins.length === 1 ? twins[0]! : null
}

const focusLost = () => document.activeElement === document.body || document.activeElement === null

/**
 * Focuses the remembered control, or its neighbour when it is gone; and should the page remove it a moment later
 * (the list refetched without the row), moves focus on then.
 */
export function returnFocusTo(remembered: Remembered) {
  const target = current(remembered)
  if (!target) return focusNeighbour(remembered.groups)
  target.focus({ preventScroll: true })
  const observer = new MutationObserver(() => {
    if (target.isConnected) return
    observer.disconnect()
    if (!focusLost()) return
    const replacement = current({ ...remembered, element: target })
    if (replacement) replacement.focus()
    else focusNeighbour(remembered.groups)
  })
  observer.observe(document.body, { childList: true, subtree: true })
  window.setTimeout(() => observer.disconnect(), SETTLE_MS)
}

/**
 * The control that opened a dialog: what has focus as it opens, or the trigger of the menu whose item it was (Radix
 * labels a menu by its trigger).
 */
function openerOf(active: Element | null): HTMLElement | null {
  const menu = active?.closest('[role="menu"]')
  const trigger = menu && document.getElementById(menu.getAttribute('aria-labelledby') ?? '')
  const opener = trigger ?? active
  return opener instanceof HTMLElement && opener !== document.body ? opener : null
}

type AutoFocusHandler = (event: Event) => void

/**
 * Props for a Radix dialog's Content (whose children must not take focus as they render: no autoFocus): remember the
 * opener when it opens, give focus back to it when it closes
 * (Radix does so only for a dialog opened by its own Trigger; ours mostly open from state).
 */
export function useReturnFocus(props: { onOpenAutoFocus?: AutoFocusHandler; onCloseAutoFocus?: AutoFocusHandler }) {
  const opener = useRef<Remembered>(remember(null))
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = remember(openerOf(document.activeElement))
      props.onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event: Event) => {
      props.onCloseAutoFocus?.(event)
      if (event.defaultPrevented) return
      event.preventDefault()
      returnFocusTo(opener.current)
    },
  }
}
