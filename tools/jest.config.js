module.exports = { ...require('../jest.preset.js'), displayName: 'tools', rootDir: __dirname, testPathIgnorePatterns: ['/node_modules/'] };
