import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import type { AuditEventFieldsFragment } from '@/gql/graphql'
import { fieldLabel } from './audit-words'
import { valueText } from './audit-values'

function Value({ json }: { json: string | null | undefined }) {
  const text = valueText(json)
  return text === null || text === '' ? <span className="text-muted-foreground italic">none</span> : text
}

/** Before → after of each changed field; a secret's values were never recorded, so it reads "changed". */
export function AuditChangesTable({ changes }: { changes: AuditEventFieldsFragment['changes'] }) {
  return (
    <Table aria-label="Changed fields" className="table-fixed">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-1/4">Field</TableHead>
          <TableHead>Before</TableHead>
          <TableHead>After</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field} className="align-top hover:bg-transparent">
            <TableHead scope="row" className="h-auto p-2 align-top whitespace-normal wrap-anywhere">
              {fieldLabel(change.field)}
            </TableHead>
            {change.secret ? (
              <TableCell colSpan={2} className="align-top whitespace-normal">
                changed <span className="text-muted-foreground">(a secret: its value is never recorded)</span>
              </TableCell>
            ) : (
              <>
                <TableCell className="align-top whitespace-normal wrap-anywhere">
                  <Value json={change.before} />
                </TableCell>
                <TableCell className="align-top whitespace-normal wrap-anywhere">
                  <Value json={change.after} />
                </TableCell>
              </>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
