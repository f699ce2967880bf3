// Jest stand-in for '@module-federation/enhanced/runtime' (mapped in shell/jest.config.js):
// tests decide per case what a remote resolves to.
export const registerRemotes = jest.fn();
export const loadRemote = jest.fn();
