import type { ReactNode } from 'react'
import { Brand } from '@/components/layout/brand'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'

/** The sign-in card: the password step, and the steps after it in the same look. */
export function SignInFrame({
  title = 'Welcome Back',
  description = 'Sign in to your admin account',
  children,
}: {
  title?: string
  description?: string
  children: ReactNode
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <Brand />
          <h1 className="text-2xl font-bold">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  )
}
