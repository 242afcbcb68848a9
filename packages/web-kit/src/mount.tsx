import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { restoreSession } from './api';

/**
 * Starts an app in the page: restores the stored session and renders `App` in a router. The
 * shell starts this way, and so does each remote when its team runs it alone.
 */
export function mountApp(App: ComponentType): void {
  void restoreSession();
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
