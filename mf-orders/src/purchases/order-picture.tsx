import { CUSTOMIZATION_MESSAGES, type Order } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { useObjectUrl } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { ProductImage } from '../common/product-image';

/**
 * The order's picture: for an order carrying a mug design, the design's preview (a private file
 * loaded through the API, like a receipt); for any other, the product's picture.
 */
export function OrderPicture({ order, size, priority = false }: { order: Order; size: number; priority?: boolean }) {
  const design = order.customization;
  const preview = useQuery(
    apiQuery.customizations.preview.queryOptions({ input: { id: design?.id ?? 0 }, enabled: design !== null }),
  );
  const previewUrl = useObjectUrl(preview.data);
  if (!design) return <ProductImage url={order.imageUrl} name={order.productName} size={size} priority={priority} />;
  return (
    <ProductImage
      url={previewUrl}
      name={preview.error ? CUSTOMIZATION_MESSAGES.previewLoadFailed : `Your design for ${order.productName}`}
      size={size}
      priority={priority}
    />
  );
}
