/** Standalone start of mf-admin (its own dev server): the shell is not involved. */
import '@qmj/web-kit/styles.css';
import { restoreSession } from '@qmj/web-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './app';

void restoreSession();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
