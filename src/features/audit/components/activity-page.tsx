import { CatchBoundary } from '@tanstack/react-router'
import { Suspense } from 'react'
import { ExportCsvButton } from '@/components/data-table/export-csv-button'
import { ListErrorPanel, useListRetry } from '@/components/data-table/list-retry'
import { PageHeader } from '@/components/layout/page-header'
import { ListSkeleton } from '@/components/layout/page-pending'
import { activityFilterOf } from '../activity-filter'
import type { ActivitySearch } from '../activity-search'
import { exportAuditEventsCsv } from '../queries'
import { ActivityFilters } from './activity-filters'
import { ActivityResults } from './activity-results'
import { ChainStatus } from './chain-status'

/** /settings/activity: the audit log, newest first, filtered by what the URL holds. */
export function ActivityPage({
  search,
  onSearch,
}: {
  search: ActivitySearch
  onSearch: (update: (previous: ActivitySearch) => ActivitySearch) => void
}) {
  const filter = activityFilterOf(search)
  const { resetKey, tryAgain } = useListRetry(filter)
  return (
    <>
      <PageHeader
        title="Activity"
        description={
          <>
            Every staff change, sign-in, refusal and export, newest first.
            <ChainStatus />
          </>
        }
        actions={<ExportCsvButton name="activity" load={() => exportAuditEventsCsv(filter)} />}
      />
      <ActivityFilters search={search} onSearch={onSearch} />
      <CatchBoundary
        getResetKey={resetKey}
        errorComponent={({ error }) => <ListErrorPanel error={error} onRetry={tryAgain} />}
      >
        <Suspense key={JSON.stringify(filter)} fallback={<ListSkeleton label="Loading activity" />}>
          <ActivityResults filter={filter} />
        </Suspense>
      </CatchBoundary>
    </>
  )
}
