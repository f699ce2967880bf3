import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { REMOTE_CONTRACT_VERSION, type Language } from '@cc/types';
import App from '../remote-entry';
import { shellSpies } from '@cc/ui/testing';

/** Renders the exposed App the way the shell mounts it: `/*` with basePath '/', or `/web/*` with '/web'. */
export function renderRemote({ path, language, basePath = '/' }: { path: string; language: Language; basePath?: string }) {
  const shell = shellSpies();
  const mount = basePath === '/' ? '/*' : `${basePath}/*`;
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<p>shell login page</p>} />
        <Route
          path={mount}
          element={
            <App contractVersion={REMOTE_CONTRACT_VERSION} basePath={basePath} language={language} theme="light" user={null} shell={shell} />
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { shell, ...view };
}
