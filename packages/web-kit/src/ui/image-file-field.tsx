import { IMAGE_ACCEPT, imageFileProblem } from '@qmj/contracts';
import { Form } from 'react-bootstrap';
import { ApiImage } from './api-image';
import { useObjectUrl } from './files';
import { FormField } from './form-fields';

export const IMAGE_FILE_HINT = 'An image (PNG, JPEG, WebP or GIF) of 5 MB or less.';

interface ImageFileFieldProps {
  id: string;
  label: string;
  /** The chosen file, shown as a small preview with its name. */
  file: File | null;
  /** The image the record has now, shown while no file is chosen (an edit). */
  currentUrl?: string | null;
  /** What is wrong with the file (wrong type, too large, none chosen), shown under the field. */
  problem?: string | null;
  /** The texts of the browser's pre-check; the server checks the bytes again. */
  problems: { type: string; size: string };
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  previewAlt: string;
  /** A file that fails the pre-check comes as null with its problem. */
  onChange: (file: File | null, problem: string | null) => void;
}

/** One image to upload (a receipt, a picture): checked by type and size here, previewed once chosen. */
export function ImageFileField(props: ImageFileFieldProps) {
  const { id, label, file, currentUrl = null, problem = null, problems, hint = IMAGE_FILE_HINT } = props;
  const { required = false, disabled = false, previewAlt, onChange } = props;
  const chosenUrl = useObjectUrl(file);
  const previewUrl = chosenUrl ?? currentUrl;
  const choose = (input: HTMLInputElement) => {
    const chosen = input.files?.[0] ?? null;
    const why = chosen ? imageFileProblem(chosen, problems) : null;
    if (why) input.value = '';
    onChange(why ? null : chosen, why);
  };
  return (
    <>
      <FormField
        id={id}
        label={label}
        hint={hint}
        error={problem ?? undefined}
        className={previewUrl ? 'mb-2' : 'mb-3'}
      >
        <Form.Control
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={disabled}
          aria-required={required || undefined}
          isInvalid={problem !== null}
          aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => choose(event.target as HTMLInputElement)}
        />
      </FormField>
      {previewUrl && (
        <div className="d-flex align-items-center gap-2 mb-3 small">
          <ApiImage src={previewUrl} alt={previewAlt} width={56} height={56} className="rounded" />
          {file && <span className="text-break">{file.name}</span>}
        </div>
      )}
    </>
  );
}
