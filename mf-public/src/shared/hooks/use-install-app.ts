import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '@cc/ui/remote';

/** 'ios' asks for Safari's steps at once: iOS browsers never offer an install dialog. */
type Platform = 'any' | 'ios';

/**
 * The spec's app promotions: the site itself is the app. A click opens the browser's
 * install dialog where it offered one (the shell keeps the offer, `shell.installApp`); otherwise,
 * or for iOS, `help` says how to add the site to the home screen. Nothing claims an install that
 * did not happen.
 */
export function useInstallApp() {
  const { t } = useTranslation();
  const { shell } = useRemoteProps();
  const [help, setHelp] = useState<string | null>(null);
  const install = async (platform: Platform) => {
    const outcome = platform === 'ios' || !shell.installApp ? 'unavailable' : await shell.installApp();
    if (outcome === 'accepted') setHelp(t('installApp.accepted'));
    else if (outcome === 'dismissed') setHelp(null);
    else setHelp(t(platform === 'ios' ? 'installApp.howIos' : 'installApp.how'));
  };
  return { install, help };
}
