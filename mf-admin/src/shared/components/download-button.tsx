import { useTranslation } from 'react-i18next';
import { Button } from '@cc/ui';
import { openDownload } from '../api/admin-list';

/** Spec §2/§7: a list's export, opened in a new tab (the API answers as an attachment). */
export function DownloadButton({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" onClick={() => openDownload(path)}>
      {t('list.download')}
    </Button>
  );
}
