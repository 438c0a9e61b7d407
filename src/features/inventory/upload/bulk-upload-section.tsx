import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet'
import Upload from 'lucide-react/icons/upload'
import { useRef } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { usePermission } from '@/lib/session/use-permission'
import { UPLOAD_ACCEPT, UPLOAD_FIRST_ERRORS, UPLOAD_MAX_ROWS } from '@/shared/inventory-upload'
import { PermissionLevel } from '@/shared/permissions'
import { downloadUploadTemplate } from './upload-files'
import { UploadFailedRows } from './upload-failed-rows'
import { UploadHistory } from './upload-history'
import { UploadPreviewPanel } from './upload-preview-panel'
import { UploadStatus } from './upload-status'
import { useBulkUpload } from './use-bulk-upload'
import { formatCount } from '@/shared/count-text'

/** Some rows applied and some failed: the notice banner's amber. */
const WARNING = 'border-amber-500/50 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100'

/**
 * Bulk Upload: one spreadsheet of stock rows, its progress, its preview to apply or discard, the result message and
 * the rows that failed.
 */
export function BulkUploadSection() {
  const input = useRef<HTMLInputElement>(null)
  const upload = useBulkUpload()
  const failedRows = upload.result?.results ?? []
  const mayUpload = usePermission('inventory', PermissionLevel.Edit)
  const message = upload.message

  return (
    <Card>
      <CardHeader>
        <CardTitle>Bulk Upload</CardTitle>
        <CardDescription>
          Set or adjust the stock of many products from one .csv, .xlsx or .xls file (up to 25 MB and{' '}
          {formatCount(UPLOAD_MAX_ROWS)} rows). The first row names the columns: <code>sku</code>, then{' '}
          <code>quantity</code> to set the stock or <code>adjustment</code> to add to it. A row whose SKU is new creates
          the product when it also gives <code>name</code> and <code>price</code> (and optionally <code>cost</code>,{' '}
          <code>description</code>, <code>category</code>, <code>status</code>).
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={UPLOAD_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label="Inventory spreadsheet"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) upload.upload(file)
            }}
          />
          <Button
            onClick={() => input.current?.click()}
            disabled={upload.uploading || upload.previewId !== null || !mayUpload}
            aria-describedby={mayUpload ? undefined : 'bulk-upload-denied'}
          >
            <Upload aria-hidden /> Bulk Upload
          </Button>
          <Button variant="outline" onClick={downloadUploadTemplate}>
            <FileSpreadsheet aria-hidden /> Download Template
          </Button>
        </div>
        {!mayUpload && (
          <p id="bulk-upload-denied" className="text-sm text-muted-foreground">
            Bulk upload changes stock, which needs Edit permission on inventory. You can view stock only.
          </p>
        )}
        {upload.uploading && (
          <UploadStatus
            step={upload.step}
            fileName={upload.fileName}
            elapsedSeconds={upload.elapsedSeconds}
            progress={upload.progress}
            onCancel={upload.step === 'Applying' ? upload.cancel : undefined}
            cancelling={upload.cancelling}
          />
        )}
        {upload.previewId && (
          <UploadPreviewPanel
            id={upload.previewId}
            onApply={upload.apply}
            onDiscard={upload.discard}
            onGone={upload.forgetPreview}
            discarding={upload.discarding}
          />
        )}
        {message && (
          <Alert
            variant={message.tone === 'error' ? 'destructive' : message.tone === 'success' ? 'success' : 'default'}
            className={message.tone === 'warning' ? WARNING : undefined}
          >
            <AlertDescription>
              <p>{message.text}</p>
              {message.tone !== 'success' && failedRows.length > 0 && (
                <ul className="list-disc pl-5">
                  {failedRows.slice(0, UPLOAD_FIRST_ERRORS).map((row) => (
                    <li key={row.row}>{row.message}</li>
                  ))}
                </ul>
              )}
            </AlertDescription>
          </Alert>
        )}
        {failedRows.length > 0 && <UploadFailedRows fileName={upload.fileName ?? 'upload'} rows={failedRows} />}
        <UploadHistory />
      </CardContent>
    </Card>
  )
}
