// What the shell loads as `./App.hi` when the page is in Hindi: the App with its Hindi texts in
// the same chunk group, so its first render waits for no further download.
import { hi } from './i18n/hi';
import { texts } from './i18n/texts';

texts.provide('hi', hi);
export { default } from './remote-entry';
