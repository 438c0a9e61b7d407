import ImagePlus from 'lucide-react/icons/image-plus'
import X from 'lucide-react/icons/x'
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { imageFormatOfFile } from '@/shared/image-signature'
import { INVALID_IMAGE_MESSAGE, isAcceptableImage } from '@/shared/product-rules'

export interface StoredImage {
  id: string
  url: string
  fileName: string
}

interface Shown {
  key: string
  url: string
  name: string
  remove: () => void
}

/** Object URLs for the chosen files, revoked when the files change or the form goes away. */
function usePreviews(files: File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files])
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls])
  return urls
}

/** Images by drag and drop or a file chooser; the first is the main preview, and each can be removed. */
export function ProductImagesField({
  stored,
  added,
  onAdd,
  onRemoveStored,
  onRemoveAdded,
}: {
  stored: StoredImage[]
  added: File[]
  onAdd: (files: File[]) => void
  onRemoveStored: (id: string) => void
  onRemoveAdded: (index: number) => void
}) {
  const inputRef = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const [dragging, setDragging] = useState(false)
  const [rejected, setRejected] = useState<string[]>([])
  const previews = usePreviews(added)

  // Checked when chosen, by the same rule as the server: the type and size claimed, then the file's own first bytes.
  const take = async (files: File[]) => {
    const checked = await Promise.all(
      files.map(async (file) => ({
        file,
        ok: isAcceptableImage(file) && (await imageFormatOfFile(file)) !== undefined,
      })),
    )
    setRejected(checked.filter(({ ok }) => !ok).map(({ file }) => file.name))
    const valid = checked.filter(({ ok }) => ok).map(({ file }) => file)
    if (valid.length) onAdd(valid)
  }
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    void take([...event.dataTransfer.files])
  }

  const shown: Shown[] = [
    ...stored.map((image) => ({
      key: image.id,
      url: image.url,
      name: image.fileName,
      remove: () => onRemoveStored(image.id),
    })),
    ...added.map((file, index) => ({
      key: `new-${index}-${file.name}`,
      url: previews[index] ?? '',
      name: file.name,
      remove: () => onRemoveAdded(index),
    })),
  ]
  const [main, ...rest] = shown

  return (
    <div className="flex flex-col gap-4">
      {main && (
        <figure className="relative overflow-hidden rounded-lg border">
          <img
            src={main.url}
            alt={`Main image: ${main.name}`}
            className="aspect-video w-full bg-muted object-contain"
          />
          <RemoveButton name={main.name} onClick={main.remove} />
        </figure>
      )}
      {rest.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="More images">
          {rest.map((image) => (
            <li key={image.key} className="relative overflow-hidden rounded-md border">
              <img src={image.url} alt={image.name} className="aspect-square w-full bg-muted object-cover" />
              <RemoveButton name={image.name} onClick={image.remove} />
            </li>
          ))}
        </ul>
      )}
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors',
          dragging ? 'border-primary bg-primary/5' : 'border-input',
        )}
      >
        <ImagePlus aria-hidden className="size-8 text-muted-foreground" />
        <p className="text-sm">Drag and drop images here, or</p>
        <Button type="button" variant="outline" onClick={() => inputRef.current?.click()} aria-describedby={hintId}>
          Choose images
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label="Product images"
          onChange={(event) => {
            void take([...(event.target.files ?? [])])
            event.target.value = ''
          }}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          JPG, PNG, GIF; max 10MB per image; recommended 800x800 or larger
        </p>
      </div>
      {rejected.length > 0 && (
        <Alert variant="destructive">
          <AlertDescription>
            {INVALID_IMAGE_MESSAGE}. Not added: {rejected.join(', ')}
          </AlertDescription>
        </Alert>
      )}
    </div>
  )
}

function RemoveButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="secondary"
      size="icon"
      className="absolute top-1 right-1 size-7 shadow"
      aria-label={`Remove ${name}`}
      onClick={onClick}
    >
      <X aria-hidden />
    </Button>
  )
}
