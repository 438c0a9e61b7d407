import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import type { SessionUser } from '@/lib/session/session-user'
import { Brand } from './brand'
import { SidebarNav } from './sidebar-nav'

/** The navigation below 1024 px: an overlay from the left, closed again by choosing an area. */
export function MobileNavSheet({
  user,
  open,
  onOpenChange,
}: {
  user: SessionUser
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-72 gap-0 bg-sidebar text-sidebar-foreground">
        <SheetTitle className="sr-only">Navigation</SheetTitle>
        <SheetDescription className="sr-only">Areas of the admin portal</SheetDescription>
        <Brand />
        <SidebarNav user={user} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  )
}
