import { FormError, saveFile, useSubmit } from '@qmj/web-kit/ui';
import { Button, Spinner } from 'react-bootstrap';

const PDF_DOWNLOAD_FAILED = 'Could not download the PDF. Please try again.';

/**
 * "Download as PDF" (or another `label`): asks the API for a file (the reports, `api.reports.*` and
 * `api.dashboard.salesReport`; a design's print image) and saves it under the name the API gives
 * (table_data.pdf…); a failure shows the API's message, else `failure`.
 */
export function FileDownloadButton({
  download,
  label = 'Download as PDF',
  failure = PDF_DOWNLOAD_FAILED,
}: {
  download: () => Promise<File>;
  label?: string;
  /** The message when the API gives none (for a file other than a PDF report). */
  failure?: string;
}) {
  const { busy, error, run } = useSubmit(failure);
  return (
    <>
      <Button variant="outline-primary" onClick={() => void run(download, saveFile)} disabled={busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {label}
      </Button>
      <FormError error={error} className="w-100 mt-2 mb-0 py-2" />
    </>
  );
}
