// Async boundary: shared modules (react, react-router...) are negotiated before any app code runs.
void import('./bootstrap');
