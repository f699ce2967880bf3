export { LanguageToggle } from '@cc/ui/remote';
