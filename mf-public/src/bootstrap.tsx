// Standalone dev harness: plays the shell's part (router, language, theme, session, callbacks).
// Dev-only, never part of the exposed module, so its few labels are not translated.
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { REMOTE_CONTRACT_VERSION, type Language, type RemoteAppProps, type SessionUser, type Theme } from '@cc/types';
import App from './remote-entry';
import { DEV_BASE_PATH, devUser } from './dev/dev-session';

const ROLES = ['', 'citizen', 'staff', 'minister_staff', 'admin', 'super_admin'];

function Harness() {
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
        navigate(to);
      },
      refreshSession: async () => undefined,
      navigate: (path) => navigate(path),
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
      <App
        contractVersion={REMOTE_CONTRACT_VERSION}
        basePath={DEV_BASE_PATH}
        language={language}
        theme={theme}
        user={user}
        shell={shell}
      />
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        {DEV_BASE_PATH !== '/' && <Route path="/" element={<Navigate to={DEV_BASE_PATH} replace />} />}
        <Route path="*" element={<Harness />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
