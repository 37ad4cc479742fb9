import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { App } from './app/app';
import { ErrorPageBoundary } from './app/errors/error-page-boundary';
import { authActions } from './features/auth/auth-store';
import { browserChunkReloadDeps, reloadForChunkError } from './lib/chunk-reload';

// Vite reports a failed preload of a lazy chunk here; after a deploy, a reload fetches the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError(event.payload, browserChunkReloadDeps())) event.preventDefault();
});

// Spec §4: on start, log in from the remembered (encrypted) session when remember-me is 1. The
// route guard waits for this same attempt; a failure is silent.
void authActions['auth/tryAutoLoginFromPersisted']();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ErrorPageBoundary>
      <App />
    </ErrorPageBoundary>
  </StrictMode>,
);
