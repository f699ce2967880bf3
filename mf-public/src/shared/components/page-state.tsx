export { LoadingState, ErrorState, EmptyState } from '@cc/ui/remote';
