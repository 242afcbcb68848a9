import { BrowserRouter } from '@qmj/web-kit/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient, restoreSession } from './api';

/**
 * Starts an app in the page: restores the stored session and renders `App` in a router and the one
 * query client. The shell starts this way, and so does each remote when its team runs it alone.
 */
export function mountApp(App: ComponentType): void {
  void restoreSession();
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  // A transition: React draws the first page in slices, yielding to the browser every few milliseconds,
  // where a plain render holds a phone's main thread for its whole length (docs/serving.md#drawn-in-slices).
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}
