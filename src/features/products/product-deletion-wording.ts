import { countOf } from '@/shared/count-text'
/** The delete dialog's title and description, in the singular for one product and the plural for several. */
export function productDeletionWording(count: number): { title: string; description: string } {
  if (count === 1) {
    return {
      title: 'Delete this product?',
      description:
        'If this product appears in orders, it is archived so order history stays intact; otherwise it is deleted. The message that follows offers Undo.',
    }
  }
  return {
    title: `Delete ${countOf(count, 'product')}?`,
    description:
      'Products that appear in orders are archived so order history stays intact; the others are deleted. The message that follows offers Undo.',
  }
}
