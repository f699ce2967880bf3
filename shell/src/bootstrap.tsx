import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/app-routes';
import { loadRemoteManifest } from './features/remotes/remote-registry';

// Start fetching the remote map at once; remote routes await it, shell routes do not.
loadRemoteManifest().catch(() => {
  // Shown per area as the bilingual fallback with Retry.
});

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}
