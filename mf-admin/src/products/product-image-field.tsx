import { IMAGE_ACCEPT } from '@qmj/contracts';
import { useEffect, useState } from 'react';
import { Form, Image } from 'react-bootstrap';

interface ProductImageFieldProps {
  file: File | null;
  currentUrl: string | null;
  required: boolean;
  onChange: (file: File | null) => void;
}

/** The image input with a preview of the chosen file, or of the current image when editing. */
export function ProductImageField({ file, currentUrl, required, onChange }: ProductImageFieldProps) {
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setChosenUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setChosenUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const preview = chosenUrl ?? currentUrl;
  return (
    <Form.Group controlId="product-image">
      <Form.Label>Image</Form.Label>
      <Form.Control
        type="file"
        accept={IMAGE_ACCEPT}
        required={required}
        aria-describedby="product-image-hint"
        onChange={(event) => onChange((event.target as HTMLInputElement).files?.[0] ?? null)}
      />
      <Form.Text id="product-image-hint">
        {required ? 'PNG, JPEG, WebP or GIF, at most 5 MB.' : 'Leave empty to keep the current image.'}
      </Form.Text>
      {preview && (
        <Image
          src={preview}
          alt={chosenUrl ? 'Chosen image' : 'Current image'}
          thumbnail
          className="d-block mt-2"
          style={{ maxHeight: 96 }}
        />
      )}
    </Form.Group>
  );
}
