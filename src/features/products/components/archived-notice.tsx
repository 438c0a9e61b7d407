import Archive from 'lucide-react/icons/archive'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { formatDate } from '@/lib/format'

/** Says that the open product is archived: out of the catalogue, kept for history, read-only until restored. */
export function ArchivedNotice({ archivedAt }: { archivedAt?: string | null }) {
  return (
    <Alert role="status" className="mb-6">
      <Archive aria-hidden />
      <AlertTitle>This product is archived</AlertTitle>
      <AlertDescription>
        {archivedAt ? `Archived on ${formatDate(archivedAt)}. ` : ''}It is hidden from the catalogue and cannot be
        edited. Restore (under More actions) brings it back.
      </AlertDescription>
    </Alert>
  )
}
