// What the shell loads as `./App.en` when the page is in English: the App with its English texts in
// the same chunk group, so its first render waits for no further download.
import { en } from './i18n/en';
import { texts } from './i18n/texts';

texts.provide('en', en);
export { default } from './remote-entry';
