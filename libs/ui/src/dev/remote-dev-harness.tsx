// Standalone dev harness for a remote: plays the shell's part (router, language, theme, session,
// callbacks) so `nx serve mf-x` runs one remote alone. Dev-only, never part of an exposed module,
// so its few labels are not translated.
import { StrictMode, useEffect, useMemo, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { REMOTE_CONTRACT_VERSION, type Language, type RemoteAppProps, type SessionUser, type Theme } from '@cc/types';

const ROLES = ['', 'citizen', 'staff', 'minister_staff', 'admin', 'super_admin'];

export interface RemoteDevHarnessOptions {
  App: ComponentType<RemoteAppProps>;
  /** Where the remote is mounted, as the shell would mount it. */
  basePath: string;
  /** The pretend session user; null for an anonymous area. */
  devUser: SessionUser | null;
}

function Harness({ App, basePath, devUser }: RemoteDevHarnessOptions) {
  const navigate = useNavigate();
  const [language, setLanguage] = useState<Language>('hi');
  const [theme, setTheme] = useState<Theme>('light');
  const [role, setRole] = useState(devUser?.role ?? '');
  const [notice, setNotice] = useState('');

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.lang = language;
  }, [theme, language]);

  const user: SessionUser | null = devUser && role ? { ...devUser, role } : null;
  const shell = useMemo<RemoteAppProps['shell']>(
    () => ({
      toast: ({ title, description }) => setNotice([title, description].filter(Boolean).join(' · ')),
      setLanguage,
      setTheme,
      logout: async (to = '/login') => {
        setRole('');
        void navigate(to);
      },
      refreshSession: async () => undefined,
      navigate: (path) => void navigate(path),
    }),
    [navigate],
  );

  return (
    <>
      <div style={{ display: 'flex', gap: 8, padding: 8, fontSize: 12, background: '#fef3c7', color: '#1f2937' }}>
        <strong>dev harness</strong>
        <label>
          role{' '}
          <select value={role} onChange={(event) => setRole(event.target.value)}>
            {ROLES.map((name) => (
              <option key={name} value={name}>
                {name || '(anonymous)'}
              </option>
            ))}
          </select>
        </label>
        <output aria-live="polite">{notice}</output>
      </div>
      <App contractVersion={REMOTE_CONTRACT_VERSION} basePath={basePath} language={language} theme={theme} user={user} shell={shell} />
    </>
  );
}

export function renderRemoteDevHarness(options: RemoteDevHarnessOptions): void {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          {options.basePath !== '/' && <Route path="/" element={<Navigate to={options.basePath} replace />} />}
          <Route path="*" element={<Harness {...options} />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
