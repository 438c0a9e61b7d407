import { useState } from 'react'
import { cn } from '@/lib/cn'
import { ProductImage } from './product-image'

/** The product's images: the first one large (as the spec shows it), and a row of the others to choose from. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [chosen, setChosen] = useState(0)
  const shown = Math.min(chosen, Math.max(images.length - 1, 0))
  const many = images.length > 1
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <ProductImage
        src={images[shown]}
        name={many ? `${name} (image ${shown + 1} of ${images.length})` : name}
        className="aspect-square w-full rounded-xl border"
      />
      {many && (
        <ul aria-label={`Images of ${name}`} className="flex flex-wrap gap-2">
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === shown}
                onClick={() => setChosen(index)}
                className={cn(
                  'block size-16 overflow-hidden rounded-md border-2 bg-muted focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none',
                  index === shown ? 'border-primary' : 'border-border opacity-80 hover:opacity-100',
                )}
              >
                <img src={src} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
