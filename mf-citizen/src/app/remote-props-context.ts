import { useRemoteProps } from '@cc/ui/remote';

export { useRemoteProps, useAppPath } from '@cc/ui/remote';

/** /web/citizen is the web variant of spec §2 (tabs, profile, dialogs); /citizen the mobile one. */
export function useIsWebVariant(): boolean {
  const { basePath } = useRemoteProps();
  return basePath === '/web' || basePath.startsWith('/web/');
}
