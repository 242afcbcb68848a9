import { api } from '@qmj/web-kit';
import { useLocation } from '@qmj/web-kit/router';
import { useEffect } from 'react';
import { whenIdle } from '../when-idle';

/**
 * Counts each page the visitor sees with the API's first-party beacon: only the path is sent, no
 * cookie and nothing about the visitor (docs/dashboard.md). A failed count never troubles the page. Counted when
 * the page is idle, and counted even when the visitor has moved on by then.
 */
export function usePageViewBeacon(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    whenIdle(() => {
      api.analytics.visit({ path: pathname }).catch(() => undefined);
    });
  }, [pathname]);
}
