export { contentDisposition } from './content-disposition';
export { mimeForExtension } from './file-type';
export { isMultipart, receiveMultipart, type ReceivedMultipart, type TempUpload } from './multipart-receiver';
export { inspectUpload, saveInspected } from './store-upload';
