import { ApiImage } from '@qmj/web-kit/ui';

/** The size the picture keeps before it arrives; CSS then fits it to its column. */
const INTRINSIC_WIDTH = 400;
const INTRINSIC_HEIGHT = 300;

interface ServiceImageProps {
  src: string | null;
  title: string;
  className?: string;
  /** The first screen's largest picture (web-kit's ApiImage `priority`). */
  priority?: boolean;
}

/** A service's picture at 4:3, cropped to fit; the kit's placeholder when it has none. */
export function ServiceImage({ src, title, className = '', priority = false }: ServiceImageProps) {
  return (
    <div className={`ratio ratio-4x3 bg-body-tertiary overflow-hidden ${className}`}>
      <ApiImage
        src={src}
        alt={title}
        missingLabel={`${title} (no picture yet)`}
        width={INTRINSIC_WIDTH}
        height={INTRINSIC_HEIGHT}
        priority={priority}
        className="w-100 h-100"
      />
    </div>
  );
}
