import { IMAGE_ACCEPT } from '@qmj/contracts';
import { FormField, useObjectUrl } from '@qmj/web-kit/ui';
import { Form, Image } from 'react-bootstrap';

interface ImageFieldProps {
  id: string;
  label: string;
  file: File | null;
  currentUrl: string | null;
  required: boolean;
  onChange: (file: File | null) => void;
}

/** An image input with a preview of the chosen file, or of the current image when editing. */
export function ImageField({ id, label, file, currentUrl, required, onChange }: ImageFieldProps) {
  const chosenUrl = useObjectUrl(file);
  const preview = chosenUrl ?? currentUrl;
  return (
    <>
      <FormField
        id={id}
        label={label}
        hint={required ? 'PNG, JPEG, WebP or GIF, at most 5 MB.' : 'Leave empty to keep the current image.'}
        className=""
      >
        <Form.Control
          type="file"
          accept={IMAGE_ACCEPT}
          required={required}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange((event.target as HTMLInputElement).files?.[0] ?? null)}
        />
      </FormField>
      {preview && (
        <Image
          src={preview}
          alt={chosenUrl ? 'Chosen image' : 'Current image'}
          thumbnail
          className="d-block mt-2"
          style={{ maxHeight: 96 }}
        />
      )}
    </>
  );
}
