// Async boundary: shared modules (react, react-dom, react-router, react-query) are negotiated
// by the federation runtime before any of them is evaluated (no `eager`).
import('./bootstrap');
