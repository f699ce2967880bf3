// Component-test setup shared by the web apps: jest-dom matchers, the encoders react-router reads
// at import time (jsdom lacks them), and a waiting time for lazy routes that holds on a loaded CI
// machine (two cores running several test projects at once).
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
configure({ asyncUtilTimeout: 5000 });
