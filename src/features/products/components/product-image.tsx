import ImageIcon from 'lucide-react/icons/image'
import { cn } from '@/lib/cn'

/**
 * The product's main image, or a placeholder saying an image is coming soon. A `thumbnail` is a fixed 40 px square
 * (sized before it loads, so rows do not jump) whose placeholder is the icon alone. A `priority` image (the first one a
 * screen shows) loads at once and before the others; the rest wait until they near the viewport.
 */
export function ProductImage({
  src,
  name,
  className,
  thumbnail = false,
  priority = false,
}: {
  src?: string | null
  name: string
  className?: string
  thumbnail?: boolean
  priority?: boolean
}) {
  const size = thumbnail ? 'size-10 shrink-0 rounded-md border' : undefined
  if (src) {
    return (
      <img
        src={src}
        alt={name}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        {...(thumbnail && { width: 40, height: 40 })}
        className={cn('object-cover', size, className)}
      />
    )
  }
  return (
    <div
      role={thumbnail ? 'img' : undefined}
      aria-label={thumbnail ? `No image of ${name}` : undefined}
      className={cn('flex flex-col items-center justify-center gap-1 bg-muted text-muted-foreground', size, className)}
    >
      <ImageIcon className={thumbnail ? 'size-4' : 'size-6'} aria-hidden />
      {!thumbnail && <span className="text-xs">Image coming soon</span>}
    </div>
  )
}
