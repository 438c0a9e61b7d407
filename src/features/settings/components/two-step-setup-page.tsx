import { Button } from '@/components/ui/button'
import { SignInFrame } from '@/components/layout/sign-in-frame'
import { TwoStepEnrolment } from './two-step-enrolment'
import { useAuth } from '@/lib/session/auth-store'
import { markEnrolmentOnly } from '@/lib/session-tokens'

/**
 * Where a session the store requires to set up two-step sign-in is taken: the setup in the sign-in card's look, then the
 * app (the server has opened the session by then).
 */
export function TwoStepSetupPage() {
  const { logout } = useAuth()
  return (
    <SignInFrame
      title="Set up two-step sign-in"
      description="The store requires a code from an authenticator app at every sign-in. Set it up to continue."
    >
      <div className="flex flex-col gap-4">
        <TwoStepEnrolment
          onDone={() => {
            markEnrolmentOnly(false)
            window.location.assign('/')
          }}
        />
        <Button
          type="button"
          variant="link"
          className="h-auto self-start p-0"
          onClick={() => void logout().then(() => window.location.assign('/auth?mode=login'))}
        >
          Sign out
        </Button>
      </div>
    </SignInFrame>
  )
}
