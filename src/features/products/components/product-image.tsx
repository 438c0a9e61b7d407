import { ImageIcon } from 'lucide-react'
import { cn } from '@/lib/cn'

/** The product's main image, or a placeholder saying an image is coming soon. */
export function ProductImage({ src, name, className }: { src?: string | null; name: string; className?: string }) {
  if (src) return <img src={src} alt={name} loading="lazy" className={cn('object-cover', className)} />
  return (
    <div className={cn('flex flex-col items-center justify-center gap-1 bg-muted text-muted-foreground', className)}>
      <ImageIcon className="size-6" aria-hidden />
      <span className="text-xs">Image coming soon</span>
    </div>
  )
}
