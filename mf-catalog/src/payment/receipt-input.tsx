import { IMAGE_ACCEPT } from '@qmj/contracts';
import { useEffect, useState } from 'react';
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
  const preview = useObjectUrl(receipt);

  const choose = (input: HTMLInputElement) => {
    const file = input.files?.[0] ?? null;
    const why = file ? receiptProblem(file) : null;
    setProblem(why);
    if (why) input.value = '';
    onChange(why ? null : file);
  };

  const hintId = `${id}-hint`;
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label className="fw-semibold">GCash Receipt</Form.Label>
      <Form.Control
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={disabled}
        aria-describedby={hintId}
        isInvalid={problem !== null}
        onChange={(event) => choose(event.target as HTMLInputElement)}
      />
      <Form.Text id={hintId}>An image (PNG, JPEG, WebP or GIF) of 5 MB or less.</Form.Text>
      <Form.Control.Feedback type="invalid" role="alert">
        {problem}
      </Form.Control.Feedback>
      {receipt && preview && (
        <div className="d-flex align-items-center gap-2 mt-2 small">
          <img src={preview} alt="Chosen GCash receipt" width="56" height="56" className="object-fit-cover rounded" />
          <span className="text-break">{receipt.name}</span>
        </div>
      )}
    </Form.Group>
  );
}

/** An object URL for a chosen file, released when the file changes or the component goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
