import { BrowserRouter } from '@qmj/web-kit/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode } from 'react';
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
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
