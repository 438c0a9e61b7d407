import CircleAlert from 'lucide-react/icons/circle-exclamation-point'
import Loader2 from 'lucide-react/icons/loader-circle'
import { useRef, useState, type FormEvent } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useAuth } from '@/lib/session/auth-store'

const CODE_REQUIRED = {
  app: 'Enter the 6-digit code from your authenticator app.',
  recovery: 'Enter one of your recovery codes.',
}

/**
 * The second step of a sign-in: the code the authenticator app shows, or one of the recovery codes. A wrong code may
 * be typed again; an expired step goes back to the password.
 */
export function SecondStepForm({ onSignedIn, onCancel }: { onSignedIn: () => void; onCancel: () => void }) {
  const auth = useAuth()
  const [kind, setKind] = useState<'app' | 'recovery'>('app')
  const [missing, setMissing] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const message = missing ?? auth.error
  const methods = auth.secondStepMethods()
  const withPasskey = methods.includes('PASSKEY')

  const passkeyStep = async () => {
    setMissing(null)
    if (await auth.signInWithPasskey()) onSignedIn()
  }

  if (!methods.includes('TOTP')) {
    return (
      <div className="flex flex-col gap-5">
        {message && (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertDescription>{message}</AlertDescription>
          </Alert>
        )}
        <p className="text-sm text-muted-foreground">Confirm it is you with your passkey.</p>
        <Button type="button" disabled={auth.isLoading} className="w-full" onClick={() => void passkeyStep()}>
          {auth.isLoading && <Loader2 className="animate-spin" aria-hidden />}
          {auth.isLoading ? 'Waiting for your passkey...' : 'Use your passkey'}
        </Button>
        <Button
          type="button"
          variant="link"
          className="h-auto self-start p-0"
          onClick={() => (auth.cancelSecondStep(), onCancel())}
        >
          Back to sign in
        </Button>
      </div>
    )
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = new FormData(event.currentTarget).get('code')?.toString().trim() ?? ''
    if (!code) {
      setMissing(CODE_REQUIRED[kind])
      input.current?.focus()
      return
    }
    if (await auth.completeSignIn(code)) return onSignedIn()
    if (!auth.awaitingSecondStep()) return onCancel()
    input.current?.select()
  }

  const switchKind = () => {
    setKind(kind === 'app' ? 'recovery' : 'app')
    setMissing(null)
    auth.clearError()
    input.current?.focus()
  }

  const back = () => {
    auth.cancelSecondStep()
    onCancel()
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onChange={() => {
        setMissing(null)
        auth.clearError()
      }}
      className="flex flex-col gap-5"
      aria-label="Second step"
    >
      {message && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <AlertDescription>{message}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor="code">{kind === 'app' ? 'Authentication code' : 'Recovery code'}</Label>
        <Input
          ref={input}
          id="code"
          name="code"
          key={kind}
          autoFocus
          autoComplete={kind === 'app' ? 'one-time-code' : 'off'}
          inputMode={kind === 'app' ? 'numeric' : 'text'}
          placeholder={kind === 'app' ? '123456' : 'xxxxx-xxxxx'}
          aria-invalid={message ? true : undefined}
          aria-describedby="code-hint"
          maxLength={40}
        />
        <p id="code-hint" className="text-sm text-muted-foreground">
          {kind === 'app'
            ? 'Open your authenticator app and enter the code it shows for Storefront Admin.'
            : 'Each recovery code works once.'}
        </p>
      </div>
      <div className="flex justify-between gap-2">
        <Button type="button" variant="link" className="h-auto p-0" onClick={back}>
          Back to sign in
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={switchKind}>
          {kind === 'app' ? 'Use a recovery code' : 'Use your authenticator app'}
        </Button>
      </div>
      <Button type="submit" disabled={auth.isLoading} className="w-full">
        {auth.isLoading && <Loader2 className="animate-spin" aria-hidden />}
        {auth.isLoading ? 'Verifying...' : 'Verify'}
      </Button>
      {withPasskey && (
        <Button
          type="button"
          variant="outline"
          disabled={auth.isLoading}
          className="w-full"
          onClick={() => void passkeyStep()}
        >
          Use a passkey instead
        </Button>
      )}
    </form>
  )
}
