import { useNavigate, type LinkOptions } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/** After a user or group is saved, its success message shows this long before the list opens (spec part 2 §9). */
const SUCCESS_REDIRECT_MS = 2000

/** Shows a success message, then goes to `to` after two seconds. */
export function useSuccessRedirect(to: LinkOptions['to']) {
  const navigate = useNavigate()
  const [message, setMessage] = useState<string | null>(null)
  useEffect(() => {
    if (!message) return
    const timer = window.setTimeout(() => void navigate({ to }), SUCCESS_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [message, navigate, to])
  return { message, succeed: setMessage }
}
