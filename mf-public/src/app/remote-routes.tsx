export { RemoteRoutes } from '@cc/ui/remote';
