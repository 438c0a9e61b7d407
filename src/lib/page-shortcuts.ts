/** What the save buttons declare (aria-keyshortcuts), so assistive technology announces the key too. */
export const SAVE_SHORTCUT = 'Control+S Meta+S'
/** What a list's search box declares. */
export const SEARCH_SHORTCUT = '/'
/** The key that opens the sheet of keyboard shortcuts. */
const SHORTCUTS_SHEET_KEY = '?'

const onApple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent)
/** How the sheet and the top bar write a Control/Command shortcut on this machine ('Ctrl K', '⌘K'). */
export const commandKeyLabel = (key: string) => (onApple ? `⌘${key}` : `Ctrl ${key}`)

/** Every shortcut of the portal, as the shortcuts sheet lists them: keys to press, and what they do. */
export const KEYBOARD_SHORTCUTS: readonly { keys: readonly string[]; action: string }[] = [
  { keys: [commandKeyLabel('K')], action: 'Open the search palette' },
  { keys: [SEARCH_SHORTCUT], action: 'Search the list on this page' },
  { keys: [commandKeyLabel('S')], action: 'Save the form you are editing' },
  { keys: ['↑', '↓'], action: 'Move through the search results' },
  { keys: ['Enter'], action: 'Open the chosen result' },
  { keys: ['Esc'], action: 'Close a dialog or the palette' },
  { keys: [SHORTCUTS_SHEET_KEY], action: 'Show these keyboard shortcuts' },
]

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/** Where a shortcut acts: the open dialog when there is one (the page behind it is inert), else the page. */
const scope = (): ParentNode => document.querySelector('[role="dialog"][data-state="open"]') ?? document

function saveButton(target: EventTarget | null): HTMLButtonElement | null {
  const selector = `button[aria-keyshortcuts="${SAVE_SHORTCUT}"]`
  const form = target instanceof HTMLElement ? target.closest('form') : null
  return form?.querySelector<HTMLButtonElement>(selector) ?? scope().querySelector<HTMLButtonElement>(selector)
}

/** Whether the key asks for the shortcuts sheet: `?` pressed outside a field, with no dialog open. */
export function asksForShortcutsSheet(event: KeyboardEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.key === SHORTCUTS_SHEET_KEY &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !isTyping(event.target) &&
    scope() === document
  )
}

/**
 * `/` focuses the list's search box (unless the user is typing), Ctrl/Cmd+S presses the Save button of the form
 * being edited (the browser's "save page" is of no use here). A key with no target on the screen is left alone.
 */
export function onPageShortcut(event: KeyboardEvent) {
  if (event.defaultPrevented || event.altKey) return
  if (event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target)) {
    const box = scope().querySelector<HTMLInputElement>(`input[aria-keyshortcuts="${SEARCH_SHORTCUT}"]`)
    if (!box) return
    event.preventDefault()
    box.focus()
    box.select()
  } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
    const button = saveButton(event.target)
    if (!button) return
    event.preventDefault()
    if (!button.disabled) button.click()
  }
}
