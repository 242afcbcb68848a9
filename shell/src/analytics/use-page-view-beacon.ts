import { api } from '@qmj/web-kit';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Counts each page the visitor sees with the API's first-party beacon: only the path is sent, no
 * cookie and nothing about the visitor (docs/dashboard.md). A failed count never troubles the page.
 */
export function usePageViewBeacon(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    api.analytics.visit({ path: pathname }).catch(() => undefined);
  }, [pathname]);
}
