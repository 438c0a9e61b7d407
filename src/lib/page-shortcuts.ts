/** What the save buttons declare (aria-keyshortcuts), so assistive technology announces the key too. */
export const SAVE_SHORTCUT = 'Control+S Meta+S'
/** What a list's search box declares. */
export const SEARCH_SHORTCUT = '/'

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
