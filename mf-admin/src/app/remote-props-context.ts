export { useAppPath, useRemoteProps } from '@cc/ui/remote';
