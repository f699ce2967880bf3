// Tests switch languages at will: both of mf-public's text chunks are at hand before the first render,
// as the page's own language is in the browser (remote-entry.<language>.tsx), with the other pages'
// texts (fetched with those pages in the browser) handed over with them.
import { en } from '../i18n/en';
import { hi } from '../i18n/hi';
import { pagesEn } from '../i18n/pages/en';
import { pagesHi } from '../i18n/pages/hi';
import { texts } from '../i18n/texts';

texts.provide('en', { ...en, ...pagesEn });
texts.provide('hi', { ...hi, ...pagesHi });
