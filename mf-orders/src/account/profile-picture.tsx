import { ApiImage } from '@qmj/web-kit/ui';

interface ProfilePictureProps {
  url: string | null;
  name: string;
  size: number;
}

/** A round profile picture, or the first letter of the name when there is none. */
export function ProfilePicture({ url, name, size }: ProfilePictureProps) {
  if (url) return <ApiImage src={url} alt={name} width={size} height={size} className="rounded-circle border" />;
  return (
    <span
      role="img"
      aria-label={name}
      className="rounded-circle border d-inline-flex align-items-center justify-content-center qmj-brand-bg fw-bold"
      style={{ width: size, height: size, fontSize: size / 2.5 }}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
