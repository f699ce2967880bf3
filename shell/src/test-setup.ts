import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { loadSharedTexts } from '@cc/i18n';
import { TextDecoder, TextEncoder } from 'node:util';
import en from './i18n/en.json';
import hi from './i18n/hi.json';
import { shellTexts } from './i18n/shell-texts';

// react-router 7 needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no PointerEvent; without it fireEvent.pointer* drops clientX.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}

// Lazy routes (registration pulls in joi) take a moment on a cold module cache.
configure({ asyncUtilTimeout: 5000 });

// In the browser the shared texts (codes, validation messages) are a chunk fetched on first use;
// tests have them before the first render, as a page has by the time a form shows a message.
beforeAll(() => loadSharedTexts());

// Tests switch languages at will: both of the shell's text chunks are at hand before the first
// render, as the stored language's is in the browser (bootstrap.tsx).
shellTexts.provide('en', en);
shellTexts.provide('hi', hi);
