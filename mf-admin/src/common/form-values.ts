import { CATALOG_MESSAGES, imageFileProblem, pesosToCentavos } from '@qmj/contracts';

/**
 * A price typed in pesos as the schema checks it, in centavos; blank stays blank and anything that is not a number
 * is passed on for the schema to refuse with its own message.
 */
export function centavosField(pesos: string): number | string {
  const text = pesos.trim();
  if (text === '') return '';
  const value = Number(text);
  return Number.isFinite(value) ? pesosToCentavos(value) : text;
}

/**
 * The chosen image's problem, or null: a new record needs one (an edited one keeps its image unless another is
 * chosen), and a chosen file must be a picture of at most 5 MB.
 */
export function imageProblem(image: File | null, required: boolean): string | null {
  if (!image) return required ? CATALOG_MESSAGES.fillRequired : null;
  return imageFileProblem(image, { type: CATALOG_MESSAGES.imageRequired, size: CATALOG_MESSAGES.imageTooLarge });
}
