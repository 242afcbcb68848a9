import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';

const ICON = { width: 18, height: 18, viewBox: '0 0 24 24' } as const;

function FacebookIcon() {
  return (
    <svg aria-hidden="true" {...ICON} fill="currentColor">
      <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" />
    </svg>
  );
}

function XIcon() {
  return (
    <svg aria-hidden="true" {...ICON} fill="currentColor">
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
    </svg>
  );
}

function LinkIcon() {
  return (
    <svg aria-hidden="true" {...ICON} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </svg>
  );
}

type CopyResult = 'copied' | 'failed' | null;

/** Share the product page's address: Facebook, X (plain links, no third-party script) and Copy link. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const [copy, setCopy] = useState<CopyResult>(null);

  useEffect(() => {
    if (copy === null) return;
    const timer = setTimeout(() => setCopy(null), 3000);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const link = 'btn btn-outline-secondary btn-sm d-inline-flex align-items-center';
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <span className="small text-body-secondary">Share:</span>
      <a
        className={link}
        href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Share on Facebook"
        title="Share on Facebook"
      >
        <FacebookIcon />
      </a>
      <a
        className={link}
        href={`https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Share on X"
        title="Share on X"
      >
        <XIcon />
      </a>
      <Button
        variant="outline-secondary"
        size="sm"
        className="d-inline-flex align-items-center"
        aria-label="Copy link"
        title="Copy link"
        onClick={copyLink}
      >
        <LinkIcon />
      </Button>
      <span role="status" className={`small ${copy === 'failed' ? 'text-danger' : 'text-success'}`}>
        {copy === 'copied' && 'Link copied'}
        {copy === 'failed' && 'The link could not be copied.'}
      </span>
    </div>
  );
}
