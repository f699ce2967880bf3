export { useAccessGuard } from '@cc/ui/remote';
