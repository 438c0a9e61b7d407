import Minus from 'lucide-react/icons/minus'
import Plus from 'lucide-react/icons/plus'
import Trash2 from 'lucide-react/icons/trash'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { formatMoney } from '@/shared/money'
import { SOLE_LINE_MESSAGE } from '@/shared/order-schemas'
import { addLine, lineError, setLineQuantity, typeLineQuantity, type DraftLine } from '../order-draft'
import { OrderProductPicker } from './order-product-picker'

/**
 * The order's lines; while editing, quantities change, lines go, and the picker adds products. Each line shows the
 * rule its typed quantity breaks, or the server's reason for refusing it (`serverErrors`: BAD_USER_INPUT's fieldErrors
 * of the last Save, `products.N.quantity` beside line N, `products` below the list).
 */
export function OrderItemsCard({
  lines,
  editing,
  onLinesChange,
  serverErrors = {},
}: {
  lines: DraftLine[]
  editing: boolean
  onLinesChange: (lines: DraftLine[]) => void
  serverErrors?: Readonly<Record<string, string>>
}) {
  const [picking, setPicking] = useState(false)
  const [soleLineNotice, setSoleLineNotice] = useState(false)
  const sole = lines.length === 1
  const change = (id: string, quantity: number) => {
    setSoleLineNotice(sole && quantity < 1)
    onLinesChange(setLineQuantity(lines, id, quantity))
  }
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>Items</CardTitle>
        {editing && (
          <Button size="sm" variant="outline" onClick={() => setPicking(true)}>
            <Plus aria-hidden /> Add Product
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul className="divide-y" aria-label="Order items">
          {lines.map((line, index) => {
            const error =
              (editing ? lineError(line) : null) ??
              serverErrors[`products.${index}.quantity`] ??
              serverErrors[`products.${index}.id`]
            const errorId = `order-line-${line.id}-error`
            return (
              <li key={line.id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0 basis-full sm:flex-1 sm:basis-0">
                  <p className="font-medium">{line.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {line.sku ? `${line.sku} · ` : ''}
                    {formatMoney(line.price)} each
                  </p>
                </div>
                {editing ? (
                  <div className="flex items-center gap-1" role="group" aria-label={`Quantity of ${line.name}`}>
                    <Button
                      size="icon"
                      variant="outline"
                      className="size-8"
                      aria-label={`Decrease ${line.name}`}
                      onClick={() => change(line.id, line.quantity - 1)}
                    >
                      <Minus aria-hidden />
                    </Button>
                    <Input
                      aria-label={`Quantity of ${line.name}`}
                      inputMode="numeric"
                      className="h-8 w-16 text-center"
                      value={line.quantityText ?? line.quantity}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      onChange={(event) => {
                        setSoleLineNotice(false)
                        onLinesChange(typeLineQuantity(lines, line.id, event.target.value))
                      }}
                    />
                    <Button
                      size="icon"
                      variant="outline"
                      className="size-8"
                      aria-label={`Increase ${line.name}`}
                      onClick={() => change(line.id, line.quantity + 1)}
                    >
                      <Plus aria-hidden />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-8"
                      aria-label={`Remove ${line.name}`}
                      disabled={sole}
                      onClick={() => change(line.id, 0)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                ) : (
                  <span className="text-sm text-muted-foreground">× {line.quantity}</span>
                )}
                <span className="ml-auto min-w-24 text-right font-medium break-all">
                  {formatMoney(line.price * line.quantity)}
                </span>
                {error && (
                  <p id={errorId} className="basis-full text-sm text-destructive">
                    {error}
                  </p>
                )}
              </li>
            )
          })}
        </ul>
        {serverErrors.products && (
          <p role="alert" className="text-sm text-destructive">
            {serverErrors.products}
          </p>
        )}
        {editing && soleLineNotice && (
          <p role="status" className="text-sm text-muted-foreground">
            {SOLE_LINE_MESSAGE}.
          </p>
        )}
      </CardContent>
      <OrderProductPicker
        open={picking}
        onOpenChange={setPicking}
        presentIds={new Set(lines.map((line) => line.id))}
        onPick={(product) => {
          const { id, name, sku, price, quantity: stock } = product
          onLinesChange(addLine(lines, { id, name, sku, price, stock }))
          setPicking(false)
        }}
      />
    </Card>
  )
}
