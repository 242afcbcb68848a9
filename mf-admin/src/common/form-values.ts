import { CATALOG_MESSAGES, pesosToCentavos } from '@qmj/contracts';

/** The hint's example of a price: pesos and centavos. */
export const PESOS_EXAMPLE = '210.75';

/**
 * The one rule for money typed in mf-admin (products, services, add-ons): pesos, centavos allowed, as the API keeps
 * money in centavos. The hint under every price input says so.
 */
export const PESOS_HINT = `In pesos; centavos allowed (e.g. ${PESOS_EXAMPLE}).`;

/** The attributes of a price input: pesos, a step of one centavo. */
export const PESOS_INPUT = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;

/**
 * A price typed in pesos as the schema checks it, in centavos (rounded to the centavo); blank stays blank and anything
 * that is not a number is passed on for the schema to refuse with its own message.
 */
export function centavosField(pesos: string): number | string {
  const text = pesos.trim();
  if (text === '') return '';
  const value = Number(text);
  return Number.isFinite(value) ? pesosToCentavos(value) : text;
}

/** A saved price as its input shows it, in pesos. */
export function pesosText(centavos: number): string {
  return String(centavos / 100);
}

/** An image as chosen in web-kit's `ImageFileField`: the file, or why the one picked was refused. */
export interface ImageChoice {
  file: File | null;
  problem: string | null;
}

/**
 * What stops a save with this image: the refused file's problem, or no image for a new record (an edited one keeps
 * its image unless another is chosen).
 */
export function imageChoiceProblem({ file, problem }: ImageChoice, required: boolean): string | null {
  return problem ?? (required && !file ? CATALOG_MESSAGES.fillRequired : null);
}
