import { useState } from 'react';

interface ApiImageProps {
  /** The picture's address (an upload served by the API, or an object URL); null when there is none. */
  src: string | null | undefined;
  /** Required: what the picture shows, or '' when the text beside it already says it. */
  alt: string;
  /** The intrinsic size: the page keeps the room before the picture arrives, so nothing jumps. */
  width: number;
  height: number;
  /** The placeholder's accessible name ("Mug (no picture yet)"); defaults to `alt`. */
  missingLabel?: string;
  /**
   * The largest thing on the page's first screen (its largest contentful paint): asked for at once, with high
   * priority, and painted with the page, instead of waiting to near the screen and for a decode off the main thread.
   */
  priority?: boolean;
  className?: string;
}

/**
 * A picture from the API, loaded only when it nears the screen and decoded off the main thread (unless it is the
 * first screen's `priority` picture); with no picture,
 * or one that fails to load, a neutral drawn placeholder of the same size takes its place instead of a broken icon.
 */
export function ApiImage({
  src,
  alt,
  width,
  height,
  missingLabel = alt,
  priority = false,
  className = '',
}: ApiImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={`object-fit-cover ${className}`}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span
      aria-hidden={missingLabel === '' || undefined}
      className={`d-inline-flex align-items-center justify-content-center bg-body-tertiary text-secondary ${className}`}
      style={{ width, height }}
    >
      <svg viewBox="0 0 64 64" width="50%" height="50%" role="img" aria-label={missingLabel || undefined}>
        <rect x="8" y="12" width="48" height="40" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="22" cy="26" r="5" fill="currentColor" />
        <path d="M12 48l14-14 10 10 8-8 10 12z" fill="currentColor" />
      </svg>
    </span>
  );
}
