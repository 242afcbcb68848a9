import { useEffect, useState } from 'react';

/** Saves a file the API sent (a PDF) as the browser's download, under the name the API gave it. */
export function saveFile(file: Blob, fileName = file instanceof File ? file.name : 'download'): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** An address for showing a file the API sent (a private receipt) in an `<img>`, released when it changes. */
export function useObjectUrl(file: Blob | undefined | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const address = URL.createObjectURL(file);
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [file]);
  return url;
}
