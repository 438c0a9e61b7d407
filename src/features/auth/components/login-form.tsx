import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { CheckCircle2, CircleAlert, Loader2 } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import { Brand } from '@/components/layout/brand'
import { useAuth } from '@/lib/session/auth-store'
import { LoginSchema, type LoginValues } from '@/shared/auth-schemas'
import { ForgotPasswordDialog } from './forgot-password-dialog'

export const POST_LOGIN_REDIRECT_MS = 500

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
  const { login, error, isLoading, clearError, rejectEmptyFields } = useAuth()
  const [succeeded, setSucceeded] = useState(false)
  const navigate = useNavigate()
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  })

  useEffect(() => {
    if (!succeeded) return
    // One navigation: invalidating first would rerun this route's guard, which sends a signed-in user to '/' too.
    const timer = window.setTimeout(() => void navigate({ href: safeRedirect(redirectTo) }), POST_LOGIN_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [succeeded, redirectTo, navigate])

  const onValid = async ({ email, password }: LoginValues) => {
    if (!password.trim()) return rejectEmptyFields()
    if (await login(email, password)) setSucceeded(true)
  }
  const onInvalid = (errors: FieldErrors<LoginValues>) => {
    if (errors.password || errors.email?.message === 'Email is required') rejectEmptyFields()
  }
  const clearOnEdit = { onChange: () => clearError() }
  const emailError = formState.errors.email?.message

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

  return (
    <LoginFrame>
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
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
            {...register('email', clearOnEdit)}
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
            {...register('password', clearOnEdit)}
          />
        </div>
        <div className="flex justify-end">
          <ForgotPasswordDialog />
        </div>
        <Button type="submit" disabled={isLoading} className="w-full">
          {isLoading && <Loader2 className="animate-spin" aria-hidden />}
          {isLoading ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </LoginFrame>
  )
}

function LoginFrame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <Brand />
          <h1 className="text-2xl font-bold">Welcome Back</h1>
          <CardDescription>Sign in to your admin account</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  )
}
