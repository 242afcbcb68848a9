import { documentTitle } from '@qmj/contracts';
import { useEffect } from 'react';

/** Names the page in the browser's tab and for screen readers (docs/accessibility.md); call it once per page. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
