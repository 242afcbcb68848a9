import { ApiImage } from '@qmj/web-kit/ui';

interface ProductImageProps {
  url: string | null;
  name: string;
  size: number;
  /** The first screen's largest picture (web-kit's ApiImage `priority`). */
  priority?: boolean;
}

/** A square product picture, or the kit's placeholder named after the product when it has none. */
export function ProductImage({ url, name, size, priority = false }: ProductImageProps) {
  return (
    <ApiImage
      src={url}
      alt={name}
      missingLabel={`${name} (no picture)`}
      width={size}
      height={size}
      priority={priority}
      className="rounded border flex-shrink-0"
    />
  );
}
