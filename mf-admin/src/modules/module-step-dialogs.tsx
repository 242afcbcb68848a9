import { canaryStartSchema, type ModuleStanding } from '@qmj/contracts';
import { FormDialog, TextField, useZodForm } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { AdminActionDialog } from '../common/admin-action-dialog';
import { type ConfirmedStep, MODULE_STEP_KEY, sendCanary, sendConfirmedStep } from './module-actions';
import {
  CANARY_SHARE_HINT,
  canaryShareFields,
  DEFAULT_CANARY_SHARE,
  MODULE_ACTION_WORDING,
  type ModuleStep,
  stepOutcome,
  stepSubject,
} from './module-standing';

export const MODULE_STEP_FAILED = 'Could not change the module. Please try again.';

interface StepDialogProps<Step extends ModuleStep> {
  step: Step;
  /** Called with the remote as the API answers it after the step (the registry refreshes by itself). */
  onDone: (answered: ModuleStanding) => void;
  onCancel: () => void;
}

/** "Canary…": the share of sessions that gets the release, 1–99 %, 10 % unless changed. */
export function CanaryDialog({ step, onDone, onCancel }: StepDialogProps<Extract<ModuleStep, { action: 'canary' }>>) {
  const form = useZodForm(
    canaryStartSchema,
    { defaultValues: { share: String(DEFAULT_CANARY_SHARE) } },
    canaryShareFields,
  );
  const start = useMutation({ mutationKey: MODULE_STEP_KEY, mutationFn: (share: number) => sendCanary(step, share) });
  const wording = MODULE_ACTION_WORDING.canary;
  return (
    <FormDialog
      title={wording.title}
      failureText={MODULE_STEP_FAILED}
      submitText="Start canary"
      closeText="Cancel"
      onSubmit={form.handleSubmit(async ({ share }) => onDone(await start.mutateAsync(share)))}
      onClose={onCancel}
    >
      <p>{wording.question(stepSubject(step))}</p>
      <p className="small text-body-secondary">{stepOutcome(step)}</p>
      <TextField
        form={form}
        name="share"
        id="canary-share"
        label="Share of sessions (%)"
        hint={CANARY_SHARE_HINT}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        required
        className=""
      />
    </FormDialog>
  );
}

/** The confirm before Make live or Roll back, saying what the step will do. */
export function ConfirmedStepDialog({ step, onDone, onCancel }: StepDialogProps<ConfirmedStep>) {
  const send = useMutation({ mutationKey: MODULE_STEP_KEY, mutationFn: () => sendConfirmedStep(step) });
  return (
    <AdminActionDialog
      wording={MODULE_ACTION_WORDING[step.action]}
      subject={stepSubject(step)}
      failureText={MODULE_STEP_FAILED}
      send={() => send.mutateAsync()}
      onDone={onDone}
      onCancel={onCancel}
    >
      {() => <p className="small text-body-secondary mt-2 mb-0">{stepOutcome(step)}</p>}
    </AdminActionDialog>
  );
}
