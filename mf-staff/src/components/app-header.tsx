export { AppHeader } from '@cc/ui/remote';
