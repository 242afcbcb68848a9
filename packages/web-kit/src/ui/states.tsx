import type { ReactNode } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';

/** The loading indicator; its accessible name is "Loading", which the browser journeys wait on. */
export function Loading({ className = 'py-5' }: { className?: string }) {
  return (
    <div className={`d-flex justify-content-center ${className}`}>
      <Spinner animation="border" variant="primary" role="status" aria-label="Loading">
        <span className="visually-hidden">Loading</span>
      </Spinner>
    </div>
  );
}

interface EmptyStateProps {
  /** Why there is nothing to show ("No orders here."). */
  text: string;
  /** What the user can do about it (a link or a button). */
  action?: ReactNode;
  className?: string;
}

/** An empty list or page: one muted sentence, centred, and the way on when there is one. */
export function EmptyState({ text, action, className = 'py-5' }: EmptyStateProps) {
  return (
    <div className={`text-center text-body-secondary ${className}`}>
      <p className="mb-0">{text}</p>
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}

interface ErrorStateProps {
  /** What failed, in the user's words (usually `errorMessage(error, fallback)`). */
  message: string;
  /** Loads again; without it the panel only explains. */
  onRetry?: () => void;
  className?: string;
}

/** A load that failed: the message and, when the load can be repeated, Retry. */
export function ErrorState({ message, onRetry, className = '' }: ErrorStateProps) {
  return (
    <Alert variant="danger" className={`d-flex flex-wrap align-items-center gap-3 ${className}`}>
      <span className="me-auto">{message}</span>
      {onRetry && (
        <Button size="sm" variant="outline-danger" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Alert>
  );
}
