import { Alert } from 'react-bootstrap';

/** What a change did ("Order … is now approved."), above the list until it is dismissed or the view changes. */
export function Notice({ text, onClose }: { text: string | null; onClose: () => void }) {
  if (!text) return null;
  return (
    <Alert variant="success" dismissible onClose={onClose} className="py-2" role="status">
      {text}
    </Alert>
  );
}
