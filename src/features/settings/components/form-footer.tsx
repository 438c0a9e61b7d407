import Loader2 from 'lucide-react/icons/loader-circle'
import { Button } from '@/components/ui/button'
import { CardFooter } from '@/components/ui/card'
import { SAVE_SHORTCUT } from '@/lib/page-shortcuts'

/** Cancel and submit at the foot of a settings form; the submit button names what it is doing while busy. */
export function FormFooter({
  busy,
  onCancel,
  submitLabel,
  busyLabel,
}: {
  busy: boolean
  onCancel: () => void
  submitLabel: string
  busyLabel: string
}) {
  return (
    <CardFooter className="mt-6 justify-end gap-2">
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy} aria-keyshortcuts={SAVE_SHORTCUT}>
        {busy && <Loader2 aria-hidden className="animate-spin" />}
        {busy ? busyLabel : submitLabel}
      </Button>
    </CardFooter>
  )
}
