// The browser's install offer (`beforeinstallprompt`, Chromium browsers), kept from the moment the
// shell's entry runs so the spec's app promotions can open it on a click (ShellCallbacks.installApp).
// Where the browser makes no offer (iOS Safari, Firefox, already installed) the answer is
// 'unavailable' and the caller explains how to add the site to the home screen instead.
import type { InstallOutcome } from '@cc/types';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;

/** Listens for the offer; called once by shell/src/index.ts, before the first paint. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The mini-infobar would compete with the page's own buttons: the offer is kept for them.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
  });
}

/** Opens the browser's install dialog when it offered one; an offer can be used once. */
export async function promptInstall(): Promise<InstallOutcome> {
  const current = offer;
  if (!current) return 'unavailable';
  offer = null;
  await current.prompt();
  return (await current.userChoice).outcome;
}
