import CircleStop from 'lucide-react/icons/circle-stop'
import LoaderCircle from 'lucide-react/icons/loader-circle'
import { Button } from '@/components/ui/button'
import { Bar } from '@/components/ui/bar'
import { UPLOAD_MESSAGES, UPLOAD_TIMEOUT_MS } from '@/shared/inventory-upload'
import type { UploadProgress } from './upload-progress-stream'
import { countOf } from '@/shared/count-text'

const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`

/**
 * While a file is uploaded or its preview applied: the file, the elapsed time against the 10-minute limit, the notice
 * and the server's progress; while applying, Cancel (it stops once the batch being saved is committed).
 */
export function UploadStatus({
  step,
  fileName,
  elapsedSeconds,
  progress,
  onCancel,
  cancelling,
}: {
  step: 'Uploading' | 'Applying'
  fileName: string | null
  elapsedSeconds: number
  progress: UploadProgress | null
  onCancel?: () => void
  cancelling: boolean
}) {
  const percent = progress?.percent ?? 0
  const stage = progress?.stage ?? (step === 'Applying' ? 'Starting' : 'Sending the file')
  return (
    <div className="space-y-3 rounded-lg border bg-muted/40 p-4" aria-live="polite">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="flex min-w-0 items-center gap-2 font-medium">
          <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden />
          <span className="truncate">
            {step} {fileName}
          </span>
        </span>
        <span className="tabular-nums" aria-label="Elapsed time">
          {minutesAndSeconds(elapsedSeconds)} / {minutesAndSeconds(UPLOAD_TIMEOUT_MS / 1000)}
        </span>
      </div>
      <Bar
        role="progressbar"
        label="Upload progress"
        value={percent}
        max={100}
        valueText={`${stage}: ${percent}%`}
        percent={percent}
        className="bg-secondary"
        fillClassName="bg-primary transition-[width]"
      />
      <p className="text-sm text-muted-foreground">
        {stage}
        {progress?.totalRows ? ` (${countOf(progress.totalRows, 'row')})` : ''}: {percent}%
      </p>
      <p className="text-sm text-muted-foreground">{UPLOAD_MESSAGES.notice}</p>
      {onCancel && (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" onClick={onCancel} disabled={cancelling}>
            <CircleStop aria-hidden /> {cancelling ? 'Cancelling...' : 'Cancel'}
          </Button>
          <span className="text-sm text-muted-foreground">
            {cancelling
              ? 'Stopping after the rows being saved now; the result will say which rows were applied.'
              : 'Stops after the rows being saved now; rows already saved stay applied.'}
          </span>
        </div>
      )}
    </div>
  )
}
