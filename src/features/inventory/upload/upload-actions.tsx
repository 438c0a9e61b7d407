import { useMutation, useQueryClient } from '@tanstack/react-query'
import Download from 'lucide-react/icons/download'
import Undo2 from 'lucide-react/icons/undo-2'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/layout/confirm-dialog'
import { Button } from '@/components/ui/button'
import {
  InventoryUploadReportDocument,
  type InventoryUploadReportQuery,
  UndoInventoryUploadDocument,
  type UndoInventoryUploadMutation,
} from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { downloadCsv } from '@/lib/csv-download'
import { gqlRequest } from '@/lib/graphql-client'
import { toast } from '@/lib/toast'
import { usePermission } from '@/lib/session/use-permission'
import { PermissionLevel } from '@/shared/permissions'
import { baseName } from './upload-files'

type UndoUploadResult = UndoInventoryUploadMutation['undoInventoryUpload']
type ReportPage = InventoryUploadReportQuery['inventoryUploadReport']

interface UploadForActions {
  id: string
  fileName: string
  hasReport: boolean
  canUndo: boolean
}

/** The upload's whole report, read a page at a time (the server holds one page at a time, not a million rows). */
async function readReport(id: string): Promise<string> {
  const pages: string[] = []
  for (let after: number | null = 0; after !== null;) {
    const page: ReportPage = (await gqlRequest(InventoryUploadReportDocument, { id, after })).inventoryUploadReport
    pages.push(page.csv)
    after = page.next ?? null
  }
  return pages.join('')
}

function useDownloadReport(upload: UploadForActions) {
  return useMutation({
    mutationFn: () => readReport(upload.id),
    onSuccess: (csv) => downloadCsv(`${baseName(upload.fileName)}-report`, csv),
    onError: (error) => toast.error(toApiError(error).message),
  })
}

function useUndoUpload(uploadId: string, onDone: (result: UndoUploadResult) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => (await gqlRequest(UndoInventoryUploadDocument, { id: uploadId })).undoInventoryUpload,
    onSuccess: (result) => {
      onDone(result)
      toast.success(result.message)
      void queryClient.invalidateQueries({ queryKey: ['inventory'] })
      void queryClient.invalidateQueries({ queryKey: ['products'] })
    },
  })
}

/** Rows an undo left as they were, with why. */
function SkippedRows({ result }: { result: UndoUploadResult }) {
  if (result.skippedCount === 0) return null
  return (
    <div className="space-y-1" role="status">
      <p className="font-medium">{result.message}</p>
      <ul className="list-disc space-y-0.5 pl-5">
        {result.skipped.map((row) => (
          <li key={row.row} className="break-words">
            Row {row.row}
            {row.sku ? ` (${row.sku})` : ''}: {row.reason}
          </li>
        ))}
      </ul>
      {result.skippedCount > result.skipped.length && (
        <p className="text-muted-foreground">The report of the upload lists every row.</p>
      )}
    </div>
  )
}

/** An upload's report download and, for an applied one, its undo after a confirmation. */
export function UploadActions({ upload }: { upload: UploadForActions }) {
  const mayUndo = usePermission('inventory', PermissionLevel.Edit)
  const [confirming, setConfirming] = useState(false)
  const [undone, setUndone] = useState<UndoUploadResult | null>(null)
  const report = useDownloadReport(upload)
  const undo = useUndoUpload(upload.id, (result) => {
    setConfirming(false)
    setUndone(result)
  })
  if (!upload.hasReport && !undone) return null
  return (
    <div className="space-y-2 border-t bg-muted/40 px-3 py-2 pl-10 text-xs">
      <div className="flex flex-wrap gap-2">
        {upload.hasReport && (
          <Button variant="outline" size="sm" disabled={report.isPending} onClick={() => report.mutate()}>
            <Download aria-hidden /> {report.isPending ? 'Preparing report...' : 'Download report'}
          </Button>
        )}
        {upload.canUndo && mayUndo && (
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <Undo2 aria-hidden /> Undo upload
          </Button>
        )}
      </div>
      {undone && <SkippedRows result={undone} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Undo the upload of ${upload.fileName}?`}
        description="Every product it changed goes back to the stock it had before the upload, with a history entry. Products whose stock has changed since are left as they are and listed. An upload can be undone once."
        confirmLabel="Undo upload"
        pendingLabel="Undoing..."
        pending={undo.isPending}
        error={undo.error ? toApiError(undo.error).message : null}
        onConfirm={() => undo.mutate()}
      />
    </div>
  )
}
