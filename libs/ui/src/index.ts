// Theme tokens on <html data-theme> and the base reset: one global sheet for every app using @cc/ui.
import './styles/theme.css';

export * from './components/button';
export * from './components/card';
export * from './components/fields';
export * from './components/spinner';
export * from './components/badge';
export * from './components/empty-state';
export * from './components/toggles';
export * from './components/dialog';
export * from './components/toast-region';
export * from './components/attachment-preview';
export * from './components/count-cards';
export * from './components/search-form';
export * from './components/data-table';
export * from './components/page-title';
export * from './hooks/use-first-interaction';
export * from './hooks/use-hydrated';
export * from './hooks/use-online-status';
export * from './routing/return-path';
