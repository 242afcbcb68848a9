import { CATALOG_MESSAGES } from '@qmj/contracts';
import { ImageFileField } from '@qmj/web-kit/ui';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { DesignImage } from '../design/design';

export const IMAGE_PROBLEMS = { type: CATALOG_MESSAGES.imageRequired, size: CATALOG_MESSAGES.imageTooLarge };

/** The picture's pixels: a file whose bytes are not an image the browser can draw is refused here too. */
export async function decodeDesignImage(file: File): Promise<DesignImage | null> {
  try {
    return { file, bitmap: await createImageBitmap(file) };
  } catch {
    return null;
  }
}

interface ImageChoiceProps {
  image: DesignImage | null;
  onChange: (image: DesignImage | null) => void;
}

/** The picture placed on the mug: checked by type and size, then decoded from its bytes before it is drawn. */
export function ImageChoice({ image, onChange }: ImageChoiceProps) {
  const [problem, setProblem] = useState<string | null>(null);
  // A new field empties the file input when its file is refused or removed.
  const [field, setField] = useState(0);
  const choose = async (file: File | null, why: string | null) => {
    const decoded = file ? await decodeDesignImage(file) : null;
    const refused = file && !decoded ? IMAGE_PROBLEMS.type : why;
    setProblem(refused);
    if (refused) setField((count) => count + 1);
    onChange(decoded);
  };
  const remove = () => {
    setField((count) => count + 1);
    onChange(null);
  };
  return (
    <div className="mb-3">
      <ImageFileField
        key={field}
        id="mug-image"
        label="Image"
        file={image?.file ?? null}
        problem={problem}
        problems={IMAGE_PROBLEMS}
        previewAlt="The image on your mug"
        onChange={(file, why) => void choose(file, why)}
      />
      {image && (
        <Button variant="link" size="sm" className="p-0" onClick={remove}>
          Remove the image
        </Button>
      )}
    </div>
  );
}
