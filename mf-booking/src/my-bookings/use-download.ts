import { saveFile, useSubmit } from '@qmj/web-kit/ui';

export const DOWNLOAD_FAILED = 'Could not download the file. Please try again.';

/**
 * A booking's downloads (its quotation, invoice, calendar file and acknowledgements): one at a time, each saved
 * under the name the API gives it, with the API's message when one fails.
 */
export function useDownload() {
  const { busy, error, run } = useSubmit(DOWNLOAD_FAILED);
  return { busy, error, download: (file: () => Promise<File>) => void run(file, saveFile) };
}

export type Download = ReturnType<typeof useDownload>;
