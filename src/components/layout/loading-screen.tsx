import Loader2 from 'lucide-react/icons/loader-circle'
import { MainLandmark } from './main-landmark'

export function LoadingScreen() {
  return (
    <MainLandmark>
      <div role="status" className="flex min-h-screen items-center justify-center gap-3 text-muted-foreground">
        <Loader2 className="size-6 animate-spin" aria-hidden />
        <span>Loading...</span>
      </div>
    </MainLandmark>
  )
}
