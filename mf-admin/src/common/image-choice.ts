import { CATALOG_MESSAGES } from '@qmj/contracts';
import { IMAGE_FILE_HINT } from '@qmj/web-kit/ui';
import { useState } from 'react';
import { type ImageChoice, imageChoiceProblem } from './form-values';

const IMAGE_PROBLEMS = { type: CATALOG_MESSAGES.imageRequired, size: CATALOG_MESSAGES.imageTooLarge };
const NOTHING_CHOSEN: ImageChoice = { file: null, problem: null };

/**
 * The image of a product or service being added (`record` null) or edited, for web-kit's `ImageFileField`:
 * `field` is its props, `file` the chosen file, and `ready()` says whether the record may be saved with it, showing
 * why not under the field.
 */
export function useImageChoice(record: { imageUrl: string | null } | null) {
  const [choice, setChoice] = useState<ImageChoice>(NOTHING_CHOSEN);
  const required = record === null;
  return {
    file: choice.file,
    ready(): boolean {
      const problem = imageChoiceProblem(choice, required);
      if (problem) setChoice({ file: null, problem });
      return problem === null;
    },
    field: {
      file: choice.file,
      problem: choice.problem,
      currentUrl: record?.imageUrl ?? null,
      required,
      hint: required ? IMAGE_FILE_HINT : `${IMAGE_FILE_HINT} Leave empty to keep the current image.`,
      problems: IMAGE_PROBLEMS,
      previewAlt: choice.file ? 'Chosen image' : 'Current image',
      onChange: (file: File | null, problem: string | null) => setChoice({ file, problem }),
    },
  };
}
