import '@qmj/web-kit/styles.css';
import './shell.css';
import { restoreSession } from '@qmj/web-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './app';
import { loadRemotesConfig } from './remotes/registry';

// Both start before the first render: the module list and the stored session.
void loadRemotesConfig();
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
