import { ConfirmDialog, FormError, useSubmit } from '@qmj/web-kit/ui';
import type { ReactNode } from 'react';
import type { ActionWording } from './admin-actions';

interface AdminActionDialogProps<Answer> {
  wording: ActionWording;
  /** What the action acts on, named in the question (a transaction code, an event's title). */
  subject: string;
  /** The line shown when the call fails without a message of the API's. */
  failureText: string;
  send: () => Promise<Answer>;
  /**
   * For an action that takes input (a deny's reason): its form's `handleSubmit`, so the action is sent only once the
   * form's check passes, the problem showing under its field otherwise.
   */
  check?: (act: () => Promise<void>) => () => Promise<void>;
  /** Called with the API's answer (the lists refresh by themselves). */
  onDone: (answer: Answer) => void;
  /** Cancel; `refused` after a failed attempt, when the record may have moved on meanwhile. */
  onCancel: (refused: boolean) => void;
  /** What the administrator should see before answering, and any input (disabled while `busy`). */
  children: (busy: boolean) => ReactNode;
}

/** The confirm before an administrator's action; a refusal (409: another change came first) shows the API's message. */
export function AdminActionDialog<Answer>(props: AdminActionDialogProps<Answer>) {
  const { wording, subject, failureText, send, check, onDone, onCancel, children } = props;
  const submit = useSubmit(failureText);
  const act = async () => {
    await submit.run(send, onDone);
  };
  return (
    <ConfirmDialog
      show
      title={wording.title}
      confirmLabel={wording.button}
      busy={submit.busy}
      onConfirm={() => void (check ? check(act) : act)()}
      onCancel={() => onCancel(submit.error !== null)}
    >
      <p className="mb-0">{wording.question(subject)}</p>
      {children(submit.busy)}
      <FormError error={submit.error} className="mt-3 mb-0 py-2" />
    </ConfirmDialog>
  );
}
