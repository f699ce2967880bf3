// The one list of modules shared between the shell and the remotes (architecture §2).
// Only what must be a single instance at run time; no `eager`, the shell loads them first.
const pkg = (name) => require(`${name}/package.json`).version;

const singleton = (name) => ({ singleton: true, requiredVersion: `^${pkg(name)}` });

const sharedDeps = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  'react-router': singleton('react-router'),
  '@tanstack/react-query': singleton('@tanstack/react-query'),
};

module.exports = { sharedDeps };
