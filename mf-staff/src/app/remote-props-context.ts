export { useRemoteProps, useAppPath } from '@cc/ui/remote';
