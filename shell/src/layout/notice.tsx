import { useLocation } from '@qmj/web-kit/router';
import { useState } from 'react';
import { Alert, Container } from 'react-bootstrap';

/** What a redirect (the guard) or a finished form passes to the page it lands on. */
export interface NoticeState {
  notice?: string;
  success?: string;
}

function NoticeAlert({ text, variant }: { text: string; variant: 'warning' | 'success' }) {
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <Alert variant={variant} dismissible onClose={() => setShown(false)} closeLabel="Dismiss" className="mb-0">
      {text}
    </Alert>
  );
}

/** Shows the guard's message (e.g. 'That page is for the administrator only.') as a dismissible alert. */
export function Notice() {
  const location = useLocation();
  const state = (location.state ?? {}) as NoticeState;
  if (!state.notice && !state.success) return null;
  return (
    <Container className="pt-3" key={location.key}>
      {state.notice ? <NoticeAlert text={state.notice} variant="warning" /> : null}
      {state.success ? <NoticeAlert text={state.success} variant="success" /> : null}
    </Container>
  );
}
