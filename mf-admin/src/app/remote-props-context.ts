export { useAppPath } from '@cc/ui/remote';
