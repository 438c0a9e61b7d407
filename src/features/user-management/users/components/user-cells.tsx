import { Fragment } from 'react'
import { formatDateTime } from '@/lib/format'

/** An email that wraps after its @ (and, if it must, at its dots), never letter by letter. */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  const parts = at < 0 ? [email] : [email.slice(0, at + 1), ...email.slice(at + 1).split(/(?<=\.)/)]
  return (
    <span className="break-words">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  )
}

/** "Nov 15, 2024" over "8:09 AM": the spec's short date with hours and minutes, in two short lines. */
export function DateTimeLines({ iso }: { iso: string }) {
  const text = formatDateTime(iso)
  const split = text.lastIndexOf(', ')
  return (
    <time dateTime={iso} className="flex flex-col">
      <span>{text.slice(0, split)}</span>
      <span className="text-xs text-muted-foreground">{text.slice(split + 2)}</span>
    </time>
  )
}
