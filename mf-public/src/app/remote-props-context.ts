export { RemotePropsContext, useRemoteProps, useAppPath } from '@cc/ui/remote';
