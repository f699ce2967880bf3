import { Joi, msg } from './joi-helpers';
import { validationMessages } from './messages';

/** Spec §9: gallery media up to 50 MB. */
export const MEDIA_MAX_BYTES = 50 * 1024 * 1024;

/**
 * Step 1 of the spec §7 media upload, `POST /api/admin/gallery/upload`. `fileName` is the spec's
 * field (kept for the record only: the type is judged by content). `fileSize` and `contentType` are
 * optional; when sent, the S3 driver signs them into the upload URL, so S3 itself refuses a body of
 * another length (docs/decisions/0033-public-content-and-media-upload.md).
 */
export const mediaUploadRequestSchema = Joi.object({
  fileName: Joi.string().trim().max(255).required().messages(msg('fileNameRequired')),
  fileSize: Joi.number().integer().min(1).max(MEDIA_MAX_BYTES).messages({
    ...msg('invalidValue'),
    'number.max': validationMessages.mediaTooLarge.en,
  }),
  contentType: Joi.string()
    .trim()
    .max(100)
    .pattern(/^(image|video)\/[a-z0-9.+-]+$/i)
    .messages(msg('mediaTypeNotAllowed')),
});

/** Step 3, `POST /api/admin/gallery/convert-url`: the URL the bytes were PUT to. */
export const mediaConvertRequestSchema = Joi.object({
  uploadedURL: Joi.string().trim().max(4000).required().messages(msg('uploadUrlFailed')),
});
