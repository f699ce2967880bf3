/**
 * Messages of the gallery's media upload (spec §5 Upload, §8): the three steps' failures and the
 * server's reasons. Part of the one catalogue (messages.ts spreads them in).
 */
export const mediaMessages = {
  uploadUrlFailed: { en: 'Failed to get upload URL', hi: 'अपलोड URL प्राप्त नहीं हो सका' },
  uploadFileFailed: { en: 'Failed to upload file', hi: 'फ़ाइल अपलोड नहीं हो सकी' },
  convertUrlFailed: { en: 'Failed to convert URL', hi: 'URL बदला नहीं जा सका' },
  fileNameRequired: { en: 'File name is required', hi: 'फ़ाइल का नाम आवश्यक है' },
  mediaTypeNotAllowed: { en: 'Only images and videos can be uploaded', hi: 'केवल चित्र और वीडियो ही अपलोड किए जा सकते हैं' },
  uploadLinkInvalid: {
    en: 'This upload link is invalid, expired or already used',
    hi: 'यह अपलोड लिंक अमान्य है, इसकी समय-सीमा समाप्त हो गई है या इसका उपयोग हो चुका है',
  },
  uploadNotReceived: { en: 'No uploaded file was found for this link', hi: 'इस लिंक पर कोई अपलोड की गई फ़ाइल नहीं मिली' },
  galleryItemDeleted: { en: 'Gallery item deleted', hi: 'गैलरी आइटम हटाया गया' },
};
