import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentPreview, previewKind } from '@cc/ui';
import type { RequestDto } from '@cc/types';
import { getAttachment } from '../api/get-attachment';

/** Loads the attachment through the authorised route into a blob: URL only while the preview is open. */
export function AttachmentViewer({ request, onClose }: { request: RequestDto; onClose(): void }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const fileName = request.attachmentName ?? `${request.requestId}`;
  const kind = previewKind(request.attachmentName, request.attachmentType);

  useEffect(() => {
    if (kind === 'other') return;
    let url: string | null = null;
    let cancelled = false;
    getAttachment(request.id)
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [request.id, kind]);

  return (
    <AttachmentPreview
      open
      onClose={onClose}
      fileName={fileName}
      kind={kind}
      src={src}
      downloadHref={request.attachmentUrl ?? `/api/requests/${request.id}/attachment`}
      alt={kind === 'pdf' ? t('preview.pdfTitle', { id: request.requestId }) : t('preview.imageAlt', { id: request.requestId })}
      labels={{
        title: t('preview.title'),
        openNewTab: t('preview.openNewTab'),
        close: t('preview.close'),
        notAvailable: t('preview.notAvailable'),
        downloadFile: t('preview.downloadFile'),
        loading: t('preview.loading'),
      }}
    />
  );
}
