// The pre-render imports mf-public directly; nothing may load a remote at build time.
function refuse() {
  throw new Error('The pre-render does not load federated remotes');
}
export const loadRemote = refuse;
export const registerRemotes = refuse;
