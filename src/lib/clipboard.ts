/**
 * Copies text. Outside a secure context (a store's admin served over plain HTTP) `navigator.clipboard` does not exist;
 * a selected, hidden text area and the older copy command stand in. Resolves false when neither could copy.
 */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text)
      return true
    } catch {
      // Refused (no permission, page not focused): the older way may still work.
    }
  }
  const area = document.createElement('textarea')
  area.value = text
  area.readOnly = true
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.append(area)
  area.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    area.remove()
  }
}
