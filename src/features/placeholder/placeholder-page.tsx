import { Construction } from 'lucide-react'
import type { ReactNode } from 'react'
import { PageHeader } from '@/components/layout/page-header'
import { Card, CardContent } from '@/components/ui/card'

/** An area whose screens arrive in a later release. */
export function PlaceholderPage({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card>
        <CardContent className="flex items-center gap-3 text-muted-foreground">
          <Construction className="size-5 shrink-0" aria-hidden />
          <p>This area arrives in a later release.</p>
        </CardContent>
      </Card>
    </>
  )
}
