// The workspace tools' own tests (the rules of `npm run i18n:check`).
module.exports = { ...require('../jest.preset.js'), displayName: 'tools', rootDir: __dirname, testPathIgnorePatterns: ['/node_modules/', '/bench/', '/webpack/'] };
