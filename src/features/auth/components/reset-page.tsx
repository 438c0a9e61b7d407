import { NewPasswordFields } from '@/components/layout/new-password-fields'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import CheckCircle2 from 'lucide-react/icons/circle-check'
import CircleAlert from 'lucide-react/icons/circle-exclamation-point'
import Loader2 from 'lucide-react/icons/loader-circle'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Brand } from '@/components/layout/brand'
import { toApiError } from '@/lib/api-error'
import { setServerFieldErrors } from '@/lib/server-field-errors'
import {
  PASSWORD_RESET_TTL_HOURS,
  ResetPasswordFormSchema,
  type PasswordResetProblem,
  type ResetPasswordFormValues,
} from '@/shared/user-schemas'
import { passwordResetStatusOptions, useResetPassword } from '../queries'
import { useFailureOfSubmit } from '@/lib/use-failure-of-submit'

const PROBLEMS: Record<PasswordResetProblem, { title: string; text: string }> = {
  INVALID: {
    title: 'This reset link is not valid',
    text: 'Check that you opened the whole link you were given, or ask an administrator for a new one.',
  },
  EXPIRED: {
    title: 'This reset link has expired',
    text: `Reset links work for ${PASSWORD_RESET_TTL_HOURS} hours. Ask an administrator for a new one.`,
  },
  USED: {
    title: 'This reset link has already been used',
    text: 'A link sets a password only once, and a newer link replaces it. Ask an administrator for a new one if you still need it.',
  },
}

const EMPTY: ResetPasswordFormValues = { newPassword: '', confirmPassword: '' }

/** The sign-in page's card, with the reset screen's heading. */
function ResetFrame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <Brand />
          <h1 className="text-2xl font-bold">Reset Your Password</h1>
          <CardDescription>Choose a new password for your admin account</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  )
}

/** The link an administrator issued (`/reset?token=…`); the token is checked as the screen opens. */
export function ResetPasswordPage({ token }: { token: string }) {
  const status = useQuery({ ...passwordResetStatusOptions(token), enabled: token !== '' })
  return (
    <ResetFrame>
      {token === '' ? (
        <LinkProblem problem="INVALID" />
      ) : status.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 py-6 text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Checking your reset link...
        </p>
      ) : status.isError ? (
        <div className="flex flex-col gap-4">
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle>The reset link could not be checked</AlertTitle>
            <AlertDescription>{toApiError(status.error).message}</AlertDescription>
          </Alert>
          <Button onClick={() => void status.refetch()}>Try Again</Button>
        </div>
      ) : status.data.valid ? (
        <ResetForm token={token} />
      ) : (
        <LinkProblem problem={status.data.reason ?? 'INVALID'} />
      )}
    </ResetFrame>
  )
}

function LinkProblem({ problem }: { problem: PasswordResetProblem }) {
  const { title, text } = PROBLEMS[problem]
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="destructive">
        <CircleAlert aria-hidden />
        <AlertTitle className="line-clamp-none">{title}</AlertTitle>
        <AlertDescription>{text}</AlertDescription>
      </Alert>
      <BackToSignIn />
    </div>
  )
}

function BackToSignIn({ label = 'Back to sign in', primary }: { label?: string; primary?: boolean }) {
  return (
    <Button asChild variant={primary ? 'default' : 'outline'} className="w-full">
      <Link to="/auth" search={{ mode: 'login' }}>
        {label}
      </Link>
    </Button>
  )
}

function ResetDone() {
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="success" role="status">
        <CheckCircle2 aria-hidden />
        <AlertTitle>Password changed</AlertTitle>
        <AlertDescription>Your password has been changed. Sign in with your new password.</AlertDescription>
      </Alert>
      <BackToSignIn label="Sign In" primary />
    </div>
  )
}

function ResetForm({ token }: { token: string }) {
  const reset = useResetPassword()
  const { register, handleSubmit, formState, setError, watch } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: EMPTY,
  })
  useFailureOfSubmit(watch, reset)
  const errors = formState.errors

  const submit = handleSubmit(async ({ newPassword }) => {
    try {
      await reset.mutateAsync({ token, newPassword })
    } catch (error) {
      setServerFieldErrors(error, setError, Object.keys(EMPTY))
    }
  })
  const refusal = reset.isError && !toApiError(reset.error).fieldErrors.newPassword

  if (reset.isSuccess) return <ResetDone />
  return (
    <form noValidate onSubmit={submit} aria-label="Set a new password" className="flex flex-col gap-5">
      {refusal && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <AlertTitle>Password not changed</AlertTitle>
          <AlertDescription>{toApiError(reset.error).message}</AlertDescription>
        </Alert>
      )}
      <NewPasswordFields
        newPassword={register('newPassword')}
        confirmPassword={register('confirmPassword')}
        errors={errors}
      />
      <Button type="submit" disabled={reset.isPending} className="w-full">
        {reset.isPending && <Loader2 className="animate-spin" aria-hidden />}
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
      <BackToSignIn />
    </form>
  )
}
