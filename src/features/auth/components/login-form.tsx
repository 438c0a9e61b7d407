import { useNavigate } from '@tanstack/react-router'
import CheckCircle2 from 'lucide-react/icons/circle-check'
import CircleAlert from 'lucide-react/icons/circle-exclamation-point'
import Loader2 from 'lucide-react/icons/loader-circle'
import { useEffect, useState, type FormEvent } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import { checkForm, type FieldMessages } from '@/lib/check-form'
import { useAuth } from '@/lib/session/auth-store'
import { LoginSchema, type LoginValues } from '@/shared/auth-schemas'
import { TWO_STEP_SETUP_PATH } from '@/shared/two-step-enrolment'
import { SignInFrame as LoginFrame } from '@/components/layout/sign-in-frame'
import { ForgotPasswordDialog } from './forgot-password-dialog'
import { SecondStepForm } from './second-step-form'

const POST_LOGIN_REDIRECT_MS = 500

/** Only same-origin paths are followed after sign-in. */
function safeRedirect(target: string | undefined): string {
  if (!target) return '/'
  try {
    const url = new URL(target, window.location.origin)
    return url.origin === window.location.origin && !url.pathname.startsWith('/auth')
      ? url.pathname + url.search + url.hash
      : '/'
  } catch {
    return '/'
  }
}

export function LoginForm({ redirectTo }: { redirectTo?: string }) {
  const { login, signInWithPasskey, error, isLoading, clearError, rejectEmptyFields } = useAuth()
  const [viaPasskey, setViaPasskey] = useState(false)
  const [succeeded, setSucceeded] = useState(false)
  const [step, setStep] = useState<'password' | 'second-step'>('password')
  const [mustEnrol, setMustEnrol] = useState(false)
  const navigate = useNavigate()
  const [errors, setErrors] = useState<FieldMessages<LoginValues>>({})
  // As react-hook-form did: checked on submit, then again on every edit.
  const [submitted, setSubmitted] = useState(false)

  useEffect(() => {
    if (!succeeded) return
    // One navigation: invalidating first would rerun this route's guard, which sends a signed-in user to '/' too.
    const target = mustEnrol ? TWO_STEP_SETUP_PATH : safeRedirect(redirectTo)
    const timer = window.setTimeout(() => void navigate({ href: target }), POST_LOGIN_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [succeeded, mustEnrol, redirectTo, navigate])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    const form = event.currentTarget
    const { values, errors } = checkForm(LoginSchema, form)
    setErrors(errors ?? {})
    if (errors) {
      const firstInvalid = [...form.elements].find((field) => (field as HTMLInputElement).name in errors)
      ;(firstInvalid as HTMLInputElement | undefined)?.focus()
      if (errors.password || errors.email === 'Email is required') rejectEmptyFields()
      return
    }
    if (!values.password.trim()) return rejectEmptyFields()
    const outcome = await login(values.email, values.password)
    if (outcome === 'second-step') setStep('second-step')
    else if (outcome) {
      setMustEnrol(outcome === 'enrolment')
      setSucceeded(true)
    }
  }
  const onPasskey = async () => {
    setViaPasskey(true)
    const signedIn = await signInWithPasskey(true)
    setViaPasskey(false)
    if (signedIn) setSucceeded(true)
  }
  const onEdit = (event: FormEvent<HTMLFormElement>) => {
    clearError()
    if (submitted) setErrors(checkForm(LoginSchema, event.currentTarget).errors ?? {})
  }
  const emailError = errors.email

  if (succeeded) {
    return (
      <LoginFrame>
        <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
          <CheckCircle2 className="size-12 text-success" aria-hidden />
          <p className="text-xl font-semibold">Login Successful!</p>
          <p className="text-muted-foreground">Redirecting to dashboard...</p>
        </div>
      </LoginFrame>
    )
  }

  if (step === 'second-step') {
    return (
      <LoginFrame title="Two-step sign-in" description="One more step to sign in to your admin account">
        <SecondStepForm onSignedIn={() => setSucceeded(true)} onCancel={() => setStep('password')} />
      </LoginFrame>
    )
  }

  return (
    <LoginFrame>
      <form noValidate onSubmit={(event) => void onSubmit(event)} onChange={onEdit} className="flex flex-col gap-5">
        {error && (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <div className="flex flex-col gap-2">
          <Label htmlFor="email">Email Address</Label>
          <Input
            id="email"
            type="email"
            autoComplete="username"
            placeholder="Enter your email"
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'email-error' : undefined}
            name="email"
          />
          {emailError && emailError !== 'Email is required' && (
            <p id="email-error" className="text-sm text-destructive">
              {emailError}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="password">Password</Label>
          <PasswordInput
            id="password"
            autoComplete="current-password"
            placeholder="Enter your password"
            name="password"
          />
        </div>
        <div className="flex justify-end">
          <ForgotPasswordDialog />
        </div>
        <Button type="submit" disabled={isLoading} className="w-full">
          {isLoading && !viaPasskey && <Loader2 className="animate-spin" aria-hidden />}
          {isLoading && !viaPasskey ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <Button
        type="button"
        variant="outline"
        disabled={isLoading}
        className="mt-3 w-full"
        onClick={() => void onPasskey()}
      >
        {viaPasskey && <Loader2 className="animate-spin" aria-hidden />}
        {viaPasskey ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </Button>
    </LoginFrame>
  )
}
