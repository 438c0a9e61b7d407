import Copy from 'lucide-react/icons/copy'
import Download from 'lucide-react/icons/download'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'

const FILE_NAME = 'storefront-admin-recovery-codes.txt'

/** Recovery codes, shown this once: copy them or download them as a text file, then say they are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const text = `Storefront Admin recovery codes (each works once)\n\n${codes.join('\n')}\n`

  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => toast.success('Recovery codes copied.'),
      () => toast.error('The codes could not be copied: select and copy them instead.'),
    )

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    const link = Object.assign(document.createElement('a'), { href: url, download: FILE_NAME })
    link.click()
    URL.revokeObjectURL(url)
  }

  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-4">
      <Alert variant="success" role="status">
        <AlertTitle id="recovery-codes-title">Save your recovery codes</AlertTitle>
        <AlertDescription>
          If you lose your phone, each of these codes signs you in once instead of a code from the app. They are shown
          only now: keep them somewhere safe.
        </AlertDescription>
      </Alert>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border bg-muted/40 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden />
          Download
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </section>
  )
}
