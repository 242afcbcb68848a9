import { IMAGE_ACCEPT, imageFileProblem } from '@qmj/contracts';
import { ApiImage, FormField, useObjectUrl } from '@qmj/web-kit';
import { Form } from 'react-bootstrap';

export const RECEIPT_PROBLEMS = {
  type: 'The receipt must be an image (PNG, JPEG, WebP or GIF).',
  size: 'The receipt must be 5 MB or smaller.',
} as const;

const ID = 'booking-receipt';

interface ReceiptFieldProps {
  receipt: File | null;
  /** Why the receipt cannot be sent (none chosen, not an image, too large). */
  problem: string | null;
  disabled: boolean;
  onChange: (receipt: File | null, problem: string | null) => void;
}

/** The receipt of the 20% down payment: one image, checked by its type and size here and by its bytes on the server. */
export function ReceiptField({ receipt, problem, disabled, onChange }: ReceiptFieldProps) {
  const url = useObjectUrl(receipt);
  const choose = (input: HTMLInputElement) => {
    const file = input.files?.[0] ?? null;
    const why = file ? imageFileProblem(file, RECEIPT_PROBLEMS) : null;
    if (why) input.value = '';
    onChange(why ? null : file, why);
  };
  return (
    <>
      <FormField
        id={ID}
        label="Down Payment Receipt"
        hint="An image (PNG, JPEG, WebP or GIF) of 5 MB or less."
        error={problem ?? undefined}
        className={receipt ? 'mb-2' : 'mb-3'}
      >
        <Form.Control
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={disabled}
          aria-required
          isInvalid={problem !== null}
          aria-describedby={problem ? `${ID}-hint ${ID}-error` : `${ID}-hint`}
          onChange={(event) => choose(event.target as HTMLInputElement)}
        />
      </FormField>
      {receipt && url && (
        <div className="d-flex align-items-center gap-2 mb-3 small">
          <ApiImage src={url} alt="Chosen receipt" width={56} height={56} className="rounded" />
          <span className="text-break">{receipt.name}</span>
        </div>
      )}
    </>
  );
}
