import { QueryClient } from '@tanstack/react-query';
import { loadStoredPreferences, usePreferencesStore } from '../preferences-store';
import { bindSessionStore, resetSessionStore, useSessionStore } from '../session-store';
import { clearToasts, TOAST_DURATION_MS, useToastStore } from '../toast-store';

const citizen = { id: 7, username: 'asha', name: 'Asha', role: 'citizen' };

beforeEach(() => localStorage.clear());

describe('preferences store', () => {
  it('keeps language and theme under the spec §3 keys, as plain values, and reads them back', () => {
    usePreferencesStore.getState().setLanguage('en');
    usePreferencesStore.getState().setTheme('dark');
    expect(localStorage.getItem('citizen-connect-language')).toBe('en');
    expect(localStorage.getItem('citizen-connect-theme')).toBe('dark');

    usePreferencesStore.setState({ language: 'hi', theme: 'light' });
    loadStoredPreferences();
    expect(usePreferencesStore.getState()).toMatchObject({ language: 'en', theme: 'dark' });
  });

  it('starts in Hindi and light when nothing (or nonsense) is stored', () => {
    localStorage.setItem('citizen-connect-theme', 'purple');
    loadStoredPreferences();
    expect(usePreferencesStore.getState()).toMatchObject({ language: 'hi', theme: 'light' });
  });
});

describe('toast store (spec §4)', () => {
  it('drops a toast written in the old language when the language changes, and only then', () => {
    clearToasts();
    usePreferencesStore.getState().setLanguage('hi');
    useToastStore.getState().show({ description: 'स्वागत है!' });
    usePreferencesStore.getState().setTheme('dark');
    usePreferencesStore.getState().setLanguage('hi');
    expect(useToastStore.getState().toast?.description).toBe('स्वागत है!');
    usePreferencesStore.getState().setLanguage('en');
    expect(useToastStore.getState().toast).toBeNull();
  });

  beforeEach(() => {
    jest.useFakeTimers();
    clearToasts();
  });
  afterEach(() => jest.useRealTimers());

  it('a second toast replaces the first, and the first one’s late dismiss leaves it alone', () => {
    const { show, dismiss } = useToastStore.getState();
    show({ description: 'one' });
    const first = useToastStore.getState().toast!;
    show({ description: 'two', variant: 'destructive' });
    expect(useToastStore.getState().toast).toMatchObject({ description: 'two', variant: 'destructive' });
    dismiss(first.id);
    expect(useToastStore.getState().toast?.description).toBe('two');
  });

  it('goes away 5000 ms after the newest toast', () => {
    const { show } = useToastStore.getState();
    show({ description: 'one' });
    jest.advanceTimersByTime(4000);
    show({ description: 'two' });
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(useToastStore.getState().toast?.description).toBe('two');
    jest.advanceTimersByTime(1);
    expect(useToastStore.getState().toast).toBeNull();
  });
});

describe('session store', () => {
  beforeEach(() => resetSessionStore());

  it('mirrors the session cache entry: pending, then the user, then anonymous after a clear', () => {
    const client = new QueryClient();
    const unbind = bindSessionStore(client);
    expect(useSessionStore.getState()).toEqual({ status: 'pending', user: null });
    client.setQueryData(['auth', 'user'], citizen);
    expect(useSessionStore.getState()).toEqual({ status: 'success', user: citizen });
    client.clear();
    client.setQueryData(['auth', 'user'], null);
    expect(useSessionStore.getState()).toEqual({ status: 'success', user: null });
    // Other queries do not touch the snapshot.
    client.setQueryData(['locations'], []);
    expect(useSessionStore.getState().status).toBe('success');
    unbind();
    client.setQueryData(['auth', 'user'], citizen);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('takes what the cache already holds when it binds', () => {
    const client = new QueryClient();
    client.setQueryData(['auth', 'user'], citizen);
    bindSessionStore(client);
    expect(useSessionStore.getState()).toEqual({ status: 'success', user: citizen });
  });
});
