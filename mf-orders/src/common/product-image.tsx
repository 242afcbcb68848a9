interface ProductImageProps {
  url: string | null;
  name: string;
  size: number;
}

/** A square product picture, or a grey box when the product has none. */
export function ProductImage({ url, name, size }: ProductImageProps) {
  const style = { width: size, height: size, objectFit: 'cover' as const, flexShrink: 0 };
  if (url) return <img src={url} alt={name} className="rounded border bg-white" style={style} />;
  return (
    <span
      role="img"
      aria-label={`${name} (no picture)`}
      className="rounded border bg-body-secondary d-inline-block"
      style={style}
    />
  );
}
