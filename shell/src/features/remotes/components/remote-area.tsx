import { Component, lazy, Suspense, useContext, useState, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ShellScreen } from '../../../app/shell-screen';
import { Button, Spinner } from '@cc/ui';
import type { RemoteAppProps } from '@cc/types';
import { takeRemoteApp, type RemoteName } from '../remote-registry';
import { PrerenderedRemotes } from '../prerendered-remotes';
import { useRemoteProps } from '../../../app/use-remote-props';
import { useSessionSnapshot } from '../../../stores/session-store';
import { usePreferencesStore } from '../../../stores/preferences-store';
import styles from './remote-area.module.css';
import { SessionWait } from '../../../shared/components/session-wait';

type RemoteComponent = LazyExoticComponent<ComponentType<RemoteAppProps>>;

// One lazy component per remote and attempt, so moving between /citizen and /web/citizen does not reload it.
const lazyCache = new Map<string, RemoteComponent>();

function remoteComponent(name: RemoteName, attempt: number): RemoteComponent {
  const key = `${name}#${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    // In the language on screen when it is first needed; the remote follows later switches itself.
    component = lazy(() => takeRemoteApp(name, usePreferencesStore.getState().language, attempt));
    lazyCache.set(key, component);
  }
  return component;
}

/** For tests: forget the lazy components. */
export function resetRemoteComponents(): void {
  lazyCache.clear();
}

export function RemoteFallback({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  // Inside the shell's own frame, so the language toggle and the way home still work.
  return (
    <ShellScreen title={t('remote.failedTitle')}>
      <div className={styles.fallback} role="alert">
        <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="12" cy="12" r="10" />
          <path d="M12 7v6M12 16.5v.5" />
        </svg>
        <h1 className={styles.title}>{t('remote.failedTitle')}</h1>
        <p>{t('remote.failedBody')}</p>
        <Button onClick={onRetry}>{t('remote.retry')}</Button>
        <Link className={styles.link} to="/login">
          {t('login.title')}
        </Link>
      </div>
    </ShellScreen>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry(): void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Remote ${this.props.remote} failed`, error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RemoteFallback onRetry={this.props.onRetry} /> : this.props.children;
  }
}

export interface RemoteAreaProps {
  remote: RemoteName;
  /** Where the area is mounted, handed to the remote as props.basePath. */
  basePath: string;
  /** Signed-in areas wait for the session so the remote never sees a false "anonymous". */
  waitForSession?: boolean;
}

/** A remote's area: error boundary + Suspense; a remote that is down never breaks the shell. */
export function RemoteArea({ remote, basePath, waitForSession = false }: RemoteAreaProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const session = useSessionSnapshot();
  const props = useRemoteProps(basePath);
  const Remote = useContext(PrerenderedRemotes)[remote] ?? remoteComponent(remote, attempt);

  if (waitForSession && session.status === 'pending') return <SessionWait />;

  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Spinner label={t('common.loading')} fullPage />}>
        <Remote {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
