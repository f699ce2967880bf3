export { ThemeToggle } from '@cc/ui/remote';
