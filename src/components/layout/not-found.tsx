import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { MainLandmark } from './main-landmark'

export function NotFound() {
  return (
    <MainLandmark>
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Page not found</h1>
        <p className="text-muted-foreground">The page you're looking for doesn't exist.</p>
        <Button asChild variant="outline">
          <Link to="/">Go to the start page</Link>
        </Button>
      </div>
    </MainLandmark>
  )
}
