import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { RemotePropsContext, useRemoteProps } from '@cc/ui/remote';
import { usePublicTheme } from '../hooks/use-public-theme';

/**
 * Gives the page below it the public theme instead of the site's. The theme tokens live on
 * `<html data-theme>` (libs/ui theme.css), so the page sets that while it is shown and hands the
 * site's theme back when it goes. Everything inside reads the remote props, so the header's
 * ThemeToggle switches the public theme here without knowing it.
 */
export function PublicThemeScope({ children }: { children: ReactNode }) {
  const props = useRemoteProps();
  const [theme, setTheme] = usePublicTheme(props.theme);
  const siteTheme = useRef(props.theme);
  siteTheme.current = props.theme;

  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  useLayoutEffect(
    () => () => {
      document.documentElement.dataset.theme = siteTheme.current;
    },
    [],
  );

  const scoped = useMemo(() => ({ ...props, theme, shell: { ...props.shell, setTheme } }), [props, theme, setTheme]);
  return <RemotePropsContext.Provider value={scoped}>{children}</RemotePropsContext.Provider>;
}
