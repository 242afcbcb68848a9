import { IMAGE_ACCEPT } from '@qmj/contracts';
import { ApiImage, FormField, useObjectUrl } from '@qmj/web-kit';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { receiptProblem } from './receipt-file';

interface ReceiptInputProps {
  id: string;
  receipt: File | null;
  disabled?: boolean;
  onChange: (receipt: File | null) => void;
}

/** "GCash Receipt": one image of up to 5 MB, previewed once chosen. */
export function ReceiptInput({ id, receipt, disabled = false, onChange }: ReceiptInputProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const url = useObjectUrl(receipt);
  const preview = receipt && url ? { url, name: receipt.name } : null;

  const choose = (input: HTMLInputElement) => {
    const file = input.files?.[0] ?? null;
    const why = file ? receiptProblem(file) : null;
    setProblem(why);
    if (why) input.value = '';
    onChange(why ? null : file);
  };

  return (
    <>
      <FormField
        id={id}
        label="GCash Receipt"
        hint="An image (PNG, JPEG, WebP or GIF) of 5 MB or less."
        error={problem ?? undefined}
        className={preview ? 'mb-2' : 'mb-3'}
      >
        <Form.Control
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={disabled}
          aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
          isInvalid={problem !== null}
          onChange={(event) => choose(event.target as HTMLInputElement)}
        />
      </FormField>
      {preview && (
        <div className="d-flex align-items-center gap-2 mb-3 small">
          <ApiImage src={preview.url} alt="Chosen GCash receipt" width={56} height={56} className="rounded" />
          <span className="text-break">{preview.name}</span>
        </div>
      )}
    </>
  );
}
