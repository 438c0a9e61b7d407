import { Minus, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { formatMoney } from '@/lib/format'
import { SOLE_LINE_MESSAGE } from '@/shared/order-schemas'
import { addLine, setLineQuantity, type DraftLine } from '../order-draft'
import { OrderProductPicker } from './order-product-picker'

/** The order's lines; while editing, quantities change, lines go, and the picker adds products. */
export function OrderItemsCard({
  lines,
  editing,
  onLinesChange,
}: {
  lines: DraftLine[]
  editing: boolean
  onLinesChange: (lines: DraftLine[]) => void
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
          {lines.map((line) => (
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
                    value={line.quantity}
                    onChange={(event) => change(line.id, Number(event.target.value.replace(/\D/g, '') || 0))}
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
              <span className="ml-auto w-24 text-right font-medium">{formatMoney(line.price * line.quantity)}</span>
            </li>
          ))}
        </ul>
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
          onLinesChange(addLine(lines, { id: product.id, name: product.name, sku: product.sku, price: product.price }))
          setPicking(false)
        }}
      />
    </Card>
  )
}
