import { ImageFileField } from '@qmj/web-kit/ui';
import { useState } from 'react';
import { RECEIPT_MESSAGES } from './receipt-file';

interface ReceiptInputProps {
  id: string;
  receipt: File | null;
  disabled?: boolean;
  onChange: (receipt: File | null) => void;
}

/** "GCash Receipt": one image of up to 5 MB, previewed once chosen. */
export function ReceiptInput({ id, receipt, disabled = false, onChange }: ReceiptInputProps) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ImageFileField
      id={id}
      label="GCash Receipt"
      file={receipt}
      problem={problem}
      problems={RECEIPT_MESSAGES}
      disabled={disabled}
      previewAlt="Chosen GCash receipt"
      onChange={(file, why) => {
        setProblem(why);
        onChange(file);
      }}
    />
  );
}
