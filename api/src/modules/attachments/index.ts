export { AttachmentError } from './attachment-error';
export { contentDisposition, safeFileName, withExtension } from './content-disposition';
export { mimeForExtension, sniffFile, sniffFileType, type SniffedType } from './file-type';
export { isMultipart, receiveMultipart, type ReceivedMultipart, type TempUpload } from './multipart-receiver';
export { inspectUpload, saveInspected, storeUpload, type InspectedUpload, type StoredAttachment } from './store-upload';
