import Loader2 from 'lucide-react/icons/loader-circle'
import { useState, type FormEvent } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toApiError } from '@/lib/api-error'
import { useConfirmTwoStepEnrolment, useStartTwoStepEnrolment } from '../queries'
import { RecoveryCodes } from './recovery-codes'

/**
 * Setting up an authenticator app: a new secret as a QR code and as text, confirmed with the app's first code; then
 * the recovery codes, shown once. `onDone` when the user has saved them, `onCancel` before the confirmation.
 */
export function TwoStepEnrolment({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const start = useStartTwoStepEnrolment()
  const confirm = useConfirmTwoStepEnrolment()
  const [missing, setMissing] = useState(false)

  if (confirm.data) return <RecoveryCodes codes={confirm.data} onDone={onDone} />

  if (!start.data) {
    return (
      <div className="flex flex-col gap-3">
        {start.isError && (
          <Alert variant="destructive">
            <AlertDescription>{toApiError(start.error).message}</AlertDescription>
          </Alert>
        )}
        <div>
          <Button type="button" onClick={() => start.mutate()} disabled={start.isPending}>
            {start.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {start.isPending ? 'Starting...' : 'Set up authenticator app'}
          </Button>
        </div>
      </div>
    )
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = new FormData(event.currentTarget).get('code')?.toString().trim() ?? ''
    setMissing(!code)
    if (code) confirm.mutate(code)
  }
  const error = missing
    ? 'Enter the 6-digit code from your app.'
    : confirm.isError
      ? toApiError(confirm.error).message
      : undefined

  return (
    <form noValidate onSubmit={submit} aria-label="Set up authenticator app" className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-4 pl-5 text-sm">
        <li>
          <p>Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy, ...).</p>
          <img
            src={start.data.qrCode}
            alt="QR code for your authenticator app"
            width={176}
            height={176}
            className="mt-2 rounded-md border bg-white p-1"
          />
          <p className="mt-2 text-muted-foreground">Cannot scan it? Enter this key in the app instead:</p>
          <code data-testid="two-step-secret" className="mt-1 block break-all rounded-md bg-muted px-2 py-1 font-mono">
            {start.data.secret}
          </code>
        </li>
        <li>
          <p>Enter the 6-digit code the app now shows.</p>
        </li>
      </ol>
      <FormField label="Code from the app" required error={error}>
        {(control) => (
          <Input
            {...control}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            placeholder="123456"
            maxLength={12}
            className="max-w-40"
            onChange={() => (setMissing(false), confirm.reset())}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {confirm.isPending ? 'Confirming...' : 'Confirm'}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  )
}
