import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';

interface DetailsActionsProps<Action extends string> {
  /** The steps the record offers now, each asked again before it is sent. */
  actions: readonly Action[];
  /** Each step's button word. */
  wording: Record<Action, { button: string }>;
  /** The step that turns the record down, outlined in red. */
  refusal: Action;
  onAction: (action: Action) => void;
  onClose: () => void;
  /** What the dialog offers besides (a download), between Close and the steps. */
  children?: ReactNode;
}

/** A details dialog's footer: Close, what it offers besides, and the record's steps. */
export function DetailsActions<Action extends string>(props: DetailsActionsProps<Action>) {
  const { actions, wording, refusal, onAction, onClose, children } = props;
  return (
    <>
      <Button variant="secondary" onClick={onClose} className="me-auto">
        Close
      </Button>
      {children}
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === refusal ? 'outline-danger' : 'success'}
          onClick={() => onAction(action)}
        >
          {wording[action].button}
        </Button>
      ))}
    </>
  );
}
