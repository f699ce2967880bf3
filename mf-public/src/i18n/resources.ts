import type { BilingualResources } from '@cc/i18n';
import { en } from './en';
import { hi } from './hi';

export const resources: BilingualResources = { en, hi };
