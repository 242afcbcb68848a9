import { errorMessage } from '@qmj/web-kit';
import { useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { downloadPdf } from './download-pdf';

export const PDF_DOWNLOAD_FAILED = 'Could not download the PDF. Please try again.';

interface PdfDownloadButtonProps {
  /** The report's path under /api, query string included. */
  path: string;
  fallbackName: string;
  disabled?: boolean;
}

/** "Download as PDF": fetches the report with the session's token and saves it; a failure shows the API's message. */
export function PdfDownloadButton({ path, fallbackName, disabled = false }: PdfDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      await downloadPdf(path, fallbackName);
    } catch (failure) {
      setError(await errorMessage(failure, PDF_DOWNLOAD_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="outline-primary" onClick={download} disabled={disabled || busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        Download as PDF
      </Button>
      {error && (
        <Alert variant="danger" className="w-100 mt-2 mb-0 py-2" role="alert">
          {error}
        </Alert>
      )}
    </>
  );
}
