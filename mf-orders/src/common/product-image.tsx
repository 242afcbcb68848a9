import { ApiImage } from '@qmj/web-kit/ui';

interface ProductImageProps {
  url: string | null;
  name: string;
  size: number;
}

/** A square product picture, or the kit's placeholder named after the product when it has none. */
export function ProductImage({ url, name, size }: ProductImageProps) {
  return (
    <ApiImage
      src={url}
      alt={name}
      missingLabel={`${name} (no picture)`}
      width={size}
      height={size}
      className="rounded border flex-shrink-0"
    />
  );
}
