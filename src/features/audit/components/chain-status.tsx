import { useQuery } from '@tanstack/react-query'
import ShieldAlert from 'lucide-react/icons/shield-alert'
import ShieldCheck from 'lucide-react/icons/shield-check'
import { toApiError } from '@/lib/api-error'
import { countOf, formatCount } from '@/shared/count-text'
import { auditChainOptions } from '../queries'

/**
 * The log's tamper check, in a line: how many events the hash chain vouches for, or the first broken link. It loads
 * beside the list and never holds it up.
 */
export function ChainStatus() {
  const chain = useQuery(auditChainOptions())
  if (chain.isPending) return <span className="mt-1 block text-sm">Checking the audit chain...</span>
  if (chain.isError) {
    return (
      <span className="mt-1 block text-sm text-destructive">
        The chain could not be checked: {toApiError(chain.error).message}
      </span>
    )
  }
  const { checked, unsealed, brokenEventId, brokenReason } = chain.data
  if (brokenEventId) {
    return (
      <span className="mt-1 flex items-start gap-1.5 text-sm font-medium text-destructive">
        <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span className="wrap-anywhere">
          Chain broken at event {brokenEventId}
          {brokenReason ? `: ${brokenReason}` : ''}
        </span>
      </span>
    )
  }
  return (
    <span className="mt-1 flex items-start gap-1.5 text-sm">
      <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400" />
      <span>
        Chain verified: {countOf(checked, 'event')}
        {unsealed > 0 && `, ${formatCount(unsealed)} newer not sealed yet`}
      </span>
    </span>
  )
}
