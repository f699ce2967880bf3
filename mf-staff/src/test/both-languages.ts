// Tests switch languages at will: both of mf-staff's text chunks are at hand before the first render,
// as the page's own language is in the browser (remote-entry.<language>.tsx).
import { en } from '../i18n/en';
import { hi } from '../i18n/hi';
import { texts } from '../i18n/texts';

texts.provide('en', en);
texts.provide('hi', hi);
