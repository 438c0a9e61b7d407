import { focusNeighbour, groupsOf } from './focus-return'

/**
 * For a button that replaces itself (Edit Order becomes Save and Revert): call when it is pressed, run the returned
 * function once the change is under way; after the next paint focus goes to the successor (`successor`, a selector
 * within the button's group), else to the first control of the group.
 */
export function focusHandoff(button: Element, successor?: string): () => void {
  const groups = groupsOf(button)
  return () =>
    requestAnimationFrame(() => {
      if (button.isConnected && !button.matches(':disabled')) return
      const named = successor ? groups[0]?.querySelector<HTMLElement>(successor) : null
      if (named) named.focus()
      else focusNeighbour(groups)
    })
}
