// Component-test setup shared by the web apps: jest-dom matchers, the encoders react-router reads
// at import time (jsdom lacks them), and a waiting time for lazy routes that holds on a loaded CI
// machine (two cores running several test projects at once).
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { loadSharedTexts } from '@cc/i18n';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
configure({ asyncUtilTimeout: 5000 });

// In the browser the shared texts (codes, validation messages) are a chunk fetched on first use;
// tests have them before the first render, as a page has by the time a form shows a message.
beforeAll(() => loadSharedTexts());
