import Download from 'lucide-react/icons/download'
import { Button } from '@/components/ui/button'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { downloadErrorReport, type FailedRow } from './upload-files'
import { formatCount } from '@/shared/count-text'

/** Rows listed on screen; the error report holds them all. */
const SHOWN_ROWS = 100

export function UploadFailedRows({ fileName, rows }: { fileName: string; rows: readonly FailedRow[] }) {
  return (
    <section aria-labelledby="failed-rows-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="failed-rows-heading" className="font-semibold">
          Failed rows ({formatCount(rows.length)})
        </h3>
        <Button variant="outline" size="sm" onClick={() => downloadErrorReport(fileName, rows)}>
          <Download aria-hidden /> Download Error Report
        </Button>
      </div>
      {rows.length > SHOWN_ROWS && (
        <p className="text-sm text-muted-foreground">
          Showing the first {SHOWN_ROWS} failed rows; the error report lists all {formatCount(rows.length)}.
        </p>
      )}
      <div className="rounded-lg border">
        <Table className="table-fixed">
          <TableHeader>
            <TableRow>
              <TableHead className="w-14">Row</TableHead>
              <TableHead className="w-[35%]">SKU</TableHead>
              <TableHead>Message</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.slice(0, SHOWN_ROWS).map((row) => (
              <TableRow key={row.row}>
                <TableCell className="tabular-nums">{row.row}</TableCell>
                <TableCell className="font-mono text-xs break-all whitespace-normal">{row.sku}</TableCell>
                <TableCell className="break-words whitespace-normal">{row.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  )
}
