export { useRemoteProps } from '@cc/ui/remote';
