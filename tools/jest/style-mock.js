// CSS Modules in component tests: class names come back as their keys.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
