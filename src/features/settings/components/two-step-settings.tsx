import { useQuery } from '@tanstack/react-query'
import Loader2 from 'lucide-react/icons/loader-circle'
import { useState, type FormEvent } from 'react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { Skeleton } from '@/components/ui/skeleton'
import { toApiError } from '@/lib/api-error'
import { formatDate } from '@/lib/format'
import { toast } from '@/lib/toast'
import { countOf } from '@/shared/count-text'
import { myTwoStepQueryOptions, useDisableTwoStep, useRegenerateRecoveryCodes } from '../queries'
import { RecoveryCodes } from './recovery-codes'
import { TwoStepEnrolment } from './two-step-enrolment'

type Action = 'codes' | 'disable' | undefined

/** Settings › Security: two-step sign-in with an authenticator app: set it up, new recovery codes, turn it off. */
export function TwoStepSettings() {
  const status = useQuery(myTwoStepQueryOptions())
  const [action, setAction] = useState<Action>()
  const [newCodes, setNewCodes] = useState<readonly string[]>()

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Two-step sign-in
          {status.data && (
            <Badge variant={status.data.enrolled ? 'default' : 'secondary'}>
              {status.data.enrolled ? 'On' : 'Off'}
            </Badge>
          )}
        </CardTitle>
        <CardDescription>
          After your password, sign-in asks for a code from an authenticator app on your phone, so a stolen password
          alone does not open your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {status.isPending && (
          <div role="status" aria-label="Loading two-step sign-in...">
            <Skeleton className="h-10" />
          </div>
        )}
        {status.isError && (
          <Alert variant="destructive">
            <AlertTitle>Two-step sign-in could not be loaded</AlertTitle>
            <AlertDescription className="flex flex-wrap items-center gap-3">
              {toApiError(status.error).message}
              <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        )}
        {status.data && !status.data.enrolled && (
          <>
            {status.data.required && (
              <p className="text-sm font-medium">The store requires two-step sign-in for your account.</p>
            )}
            <TwoStepEnrolment
              onDone={() => {
                toast.success('Two-step sign-in is on.')
                void status.refetch()
              }}
            />
          </>
        )}
        {status.data?.enrolled && newCodes && <RecoveryCodes codes={newCodes} onDone={() => setNewCodes(undefined)} />}
        {status.data?.enrolled && !newCodes && (
          <>
            <p className="text-sm">
              On since {formatDate(status.data.enrolledAt ?? '')}.{' '}
              {countOf(status.data.recoveryCodesLeft, 'recovery code')} left.
              {status.data.required && ' The store requires it for your account.'}
            </p>
            {action ? (
              <TwoStepActionForm
                action={action}
                onDone={(codes) => {
                  setAction(undefined)
                  if (codes) setNewCodes(codes)
                  else toast.success('Two-step sign-in is off.')
                }}
                onCancel={() => setAction(undefined)}
              />
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => setAction('codes')}>
                  New recovery codes
                </Button>
                {!status.data.required && (
                  <Button variant="outline" onClick={() => setAction('disable')}>
                    Turn off
                  </Button>
                )}
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}

/** New recovery codes (a code) or turning two-step sign-in off (the password and a code). */
function TwoStepActionForm({
  action,
  onDone,
  onCancel,
}: {
  action: 'codes' | 'disable'
  onDone: (codes?: readonly string[]) => void
  onCancel: () => void
}) {
  const regenerate = useRegenerateRecoveryCodes()
  const disable = useDisableTwoStep()
  const mutation = action === 'codes' ? regenerate : disable
  const fieldErrors = mutation.isError ? toApiError(mutation.error).fieldErrors : {}

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const code = form.get('code')?.toString().trim() ?? ''
    if (action === 'codes') regenerate.mutate(code, { onSuccess: (codes) => onDone(codes) })
    else disable.mutate({ password: form.get('password')?.toString() ?? '', code }, { onSuccess: () => onDone() })
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={action === 'codes' ? 'New recovery codes' : 'Turn off two-step sign-in'}
      className="flex max-w-sm flex-col gap-4"
    >
      {mutation.isError && !fieldErrors.code && !fieldErrors.password && (
        <Alert variant="destructive">
          <AlertDescription>{toApiError(mutation.error).message}</AlertDescription>
        </Alert>
      )}
      {action === 'disable' && (
        <FormField label="Password" required error={fieldErrors.password}>
          {(control) => <PasswordInput {...control} name="password" autoComplete="current-password" />}
        </FormField>
      )}
      <FormField label="Code from the app" required error={fieldErrors.code}>
        {(control) => (
          <Input {...control} name="code" autoComplete="one-time-code" placeholder="123456" maxLength={40} />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={action === 'disable' ? 'destructive' : 'default'} disabled={mutation.isPending}>
          {mutation.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {action === 'codes' ? 'Get new codes' : 'Turn off'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
