interface ProfilePictureProps {
  url: string | null;
  name: string;
  size: number;
}

/** A round profile picture, or the first letter of the name when there is none. */
export function ProfilePicture({ url, name, size }: ProfilePictureProps) {
  const style = { width: size, height: size, objectFit: 'cover' as const };
  if (url) {
    return <img src={url} alt={name} className="rounded-circle border" style={style} />;
  }
  return (
    <span
      role="img"
      aria-label={name}
      className="rounded-circle border d-inline-flex align-items-center justify-content-center qmj-brand-bg fw-bold"
      style={{ ...style, fontSize: size / 2.5 }}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
