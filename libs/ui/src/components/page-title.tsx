import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The document's title for the page on screen: "<page> · Citizen Connect" in the page's language
 * (each app's `common.pageTitle`). A React <title>: React keeps it in <head> while the page is
 * shown, so it follows route and language changes, and the build's pre-render writes it into the
 * page's HTML (tools/prerender). One per page: in the page's frame, or around a route's element.
 */
export function PageTitle({ page, children }: { page: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('common.pageTitle', { page })}</title>
      {children}
    </>
  );
}
