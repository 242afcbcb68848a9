import { CONVERSATION_LIMITS, type QuickReplies, quickRepliesSchema } from '@qmj/contracts';
import { apiQuery, queryClient } from '@qmj/web-kit';
import { FormDialog, FormField, useZodForm } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { Form } from 'react-bootstrap';
import { QUICK_REPLIES_HINT, quickRepliesOf, quickRepliesProblem, quickRepliesText } from './quick-replies';

export const QUICK_REPLIES_SAVE_FAILED = 'The quick replies could not be saved. Please try again.';

const ID = 'quick-replies';

/** The quick replies' editor: one reply a line, checked by the contract's rule as the API checks them. */
export function QuickRepliesDialog({ replies, onClose }: { replies: QuickReplies; onClose: () => void }) {
  const form = useZodForm(quickRepliesSchema, { defaultValues: quickRepliesText(replies) }, quickRepliesOf);
  const save = useMutation(
    apiQuery.adminMessages.saveQuickReplies.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(apiQuery.adminMessages.quickReplies.queryKey(), saved),
    }),
  );
  const problem = quickRepliesProblem(form.formState.errors.replies);
  return (
    <FormDialog
      title="Quick replies"
      failureText={QUICK_REPLIES_SAVE_FAILED}
      submitText="Save"
      closeText="Cancel"
      onSubmit={form.handleSubmit(async (fields) => {
        await save.mutateAsync(fields);
        onClose();
      })}
      onClose={onClose}
    >
      <FormField id={ID} label="Quick replies, one a line" hint={QUICK_REPLIES_HINT} error={problem} className="">
        <Form.Control
          as="textarea"
          rows={CONVERSATION_LIMITS.quickReplies / 2}
          isInvalid={problem !== undefined}
          aria-invalid={problem !== undefined || undefined}
          aria-describedby={`${ID}-hint${problem ? ` ${ID}-error` : ''}`}
          {...form.register('replies')}
        />
      </FormField>
    </FormDialog>
  );
}
