interface ProductImageProps {
  src: string | null;
  name: string;
  /** Inside a link that already says the name: the picture is then decorative. */
  decorative?: boolean;
  className?: string;
}

/** A product's picture, square and cropped to fit; a drawn placeholder when the product has none. */
export function ProductImage({ src, name, decorative = false, className = '' }: ProductImageProps) {
  return (
    <div className={`ratio ratio-1x1 bg-body-tertiary overflow-hidden ${className}`}>
      {src ? (
        <img src={src} alt={decorative ? '' : name} loading="lazy" className="object-fit-cover w-100 h-100" />
      ) : (
        <svg
          viewBox="0 0 64 64"
          className="p-4 text-secondary"
          role="img"
          aria-label={decorative ? undefined : `${name} (no picture yet)`}
          aria-hidden={decorative || undefined}
        >
          <rect x="8" y="12" width="48" height="40" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
          <circle cx="22" cy="26" r="5" fill="currentColor" />
          <path d="M12 48l14-14 10 10 8-8 10 12z" fill="currentColor" />
        </svg>
      )}
    </div>
  );
}
