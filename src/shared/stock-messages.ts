/** Selling or removing more than a product holds: one message everywhere (the stock ledger, the order screen). */
export const stockShortMessage = (name: string, inStock: number) => `Only ${inStock} of ${name} left in stock`
