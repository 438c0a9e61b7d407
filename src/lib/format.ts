const date = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' })

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** en-US date. */
export const formatDate = (iso: string) => date.format(new Date(iso))
/** Short month, day and year with hours and minutes (spec part 2 §9). */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso))
