import { Link } from '@tanstack/react-router'
import ShieldX from 'lucide-react/icons/shield-x'
import { Button } from '@/components/ui/button'

export function NoAccess() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <ShieldX className="size-12 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-bold">You don't have access to this page</h1>
      <p className="text-muted-foreground">
        Your roles do not include this area. Ask an administrator if you need it for your work.
      </p>
      <Button asChild variant="outline">
        <Link to="/">Go to the start page</Link>
      </Button>
    </div>
  )
}
