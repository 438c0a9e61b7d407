import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'

// The dialog machinery (focus trap, scroll lock) is loaded on the first click, not with the sign-in page.
const ForgotPasswordExplanation = lazy(() => import('./forgot-password-explanation'))

export function ForgotPasswordDialog() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        type="button"
        variant="link"
        className="h-auto p-0 text-sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        Forgot your password?
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ForgotPasswordExplanation onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
