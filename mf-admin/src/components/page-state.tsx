export { LoadingState, ErrorState } from '@cc/ui/remote';
