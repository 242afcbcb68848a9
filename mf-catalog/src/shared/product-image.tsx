import { ApiImage } from '@qmj/web-kit/ui';

interface ProductImageProps {
  src: string | null;
  name: string;
  /** Inside a link that already says the name: the picture is then decorative. */
  decorative?: boolean;
  /** The first screen's largest picture (the catalogue's first card, a product page's picture). */
  priority?: boolean;
  className?: string;
}

/** The size the square keeps before the picture arrives; CSS then fits it to its column. */
const INTRINSIC_SIZE = 400;

/** A product's picture, square and cropped to fit; the kit's placeholder, "Mug (no picture yet)", when it has none. */
export function ProductImage({ src, name, decorative = false, priority = false, className = '' }: ProductImageProps) {
  return (
    <div className={`ratio ratio-1x1 bg-body-tertiary overflow-hidden ${className}`}>
      <ApiImage
        src={src}
        alt={decorative ? '' : name}
        missingLabel={decorative ? '' : `${name} (no picture yet)`}
        width={INTRINSIC_SIZE}
        height={INTRINSIC_SIZE}
        priority={priority}
        className="w-100 h-100"
      />
    </div>
  );
}
