import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDIA_MAX_BYTES } from '@cc/validation';
import { validationText } from '@cc/i18n';
import type { MediaPublicUrl } from '@cc/types';
import { useRemoteProps } from '@cc/ui/remote';
import { MediaUploadError, uploadMedia } from '../api/upload-media';

const STEP_MESSAGES = { uploadUrl: 'uploadUrlFailed', uploadFile: 'uploadFileFailed', convertUrl: 'convertUrlFailed' } as const;

/** One file at a time through the three calls, with its progress and the spec §8 notices. */
export function useMediaUpload(onUploaded: (result: MediaPublicUrl) => void) {
  const { t } = useTranslation();
  const { shell } = useRemoteProps();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    if (file.size > MEDIA_MAX_BYTES) {
      shell.toast({ title: t('gallery.uploadFailed'), description: validationText(t, 'mediaTooLarge'), variant: 'destructive' });
      return;
    }
    try {
      onUploaded(await uploadMedia(file, setProgress));
    } catch (error) {
      setProgress(null);
      const key = error instanceof MediaUploadError ? STEP_MESSAGES[error.step] : 'uploadFileFailed';
      shell.toast({ title: t('gallery.uploadFailed'), description: validationText(t, key), variant: 'destructive' });
    }
  };

  return { progress, uploading: progress !== null && progress < 100, upload };
}
