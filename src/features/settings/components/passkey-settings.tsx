import { useQuery } from '@tanstack/react-query'
import KeyRound from 'lucide-react/icons/key-round'
import Loader2 from 'lucide-react/icons/loader-circle'
import { useState, type FormEvent } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { toApiError } from '@/lib/api-error'
import { formatDate } from '@/lib/format'
import { toast } from '@/lib/toast'
import { myPasskeysQueryOptions, useAddPasskey, useRemovePasskey } from '../queries'

const CANCELLED = 'The passkey was not created. Try again when your device asks.'

/** Settings › Security: the user's passkeys, a new one under a name, removing one. */
export function PasskeySettings() {
  const passkeys = useQuery(myPasskeysQueryOptions())
  const add = useAddPasskey()
  const remove = useRemovePasskey()
  const [missing, setMissing] = useState(false)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const name = new FormData(form).get('name')?.toString().trim() ?? ''
    setMissing(!name)
    if (!name) return
    add.mutate(name, {
      onSuccess: (passkey) => {
        form.reset()
        toast.success(`Passkey added: ${passkey.name}.`)
      },
    })
  }
  const addError = add.error
    ? add.error instanceof Error && add.error.name === 'NotAllowedError'
      ? CANCELLED
      : toApiError(add.error).message
    : undefined

  return (
    <Card>
      <CardHeader>
        <CardTitle>Passkeys</CardTitle>
        <CardDescription>
          A passkey on this device or your phone can stand in for the code after your password: your device checks it is
          you with a fingerprint, face or PIN.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {passkeys.isPending && <Skeleton className="h-12" />}
        {passkeys.isError && (
          <Alert variant="destructive">
            <AlertDescription>{toApiError(passkeys.error).message}</AlertDescription>
          </Alert>
        )}
        {passkeys.data?.length === 0 && <p className="text-sm text-muted-foreground">You have no passkeys yet.</p>}
        {passkeys.data && passkeys.data.length > 0 && (
          <ul aria-label="Your passkeys" className="flex flex-col divide-y rounded-md border">
            {passkeys.data.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center gap-3 p-3">
                <KeyRound className="size-4 text-muted-foreground" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{passkey.name}</p>
                  <p className="text-sm text-muted-foreground">
                    Added {formatDate(passkey.createdAt)}
                    {passkey.lastUsedAt ? ` · Last used ${formatDate(passkey.lastUsedAt)}` : ''}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove passkey ${passkey.name}`}
                  disabled={remove.isPending && remove.variables === passkey.id}
                  onClick={() =>
                    remove.mutate(passkey.id, {
                      onSuccess: () => toast.success(`Passkey removed: ${passkey.name}.`),
                      onError: (error) => toast.error(toApiError(error).message),
                    })
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form noValidate onSubmit={submit} aria-label="Add a passkey" className="flex flex-wrap items-end gap-2">
          <FormField
            label="Passkey name"
            error={missing ? 'Please name the passkey.' : addError}
            className="min-w-48 flex-1"
          >
            {(control) => (
              <Input
                {...control}
                name="name"
                placeholder="Work laptop"
                maxLength={60}
                onChange={() => setMissing(false)}
              />
            )}
          </FormField>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {add.isPending ? 'Adding...' : 'Add a passkey'}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
