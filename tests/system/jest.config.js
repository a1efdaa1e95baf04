module.exports = { ...require('../../jest.preset.js'), displayName: 'system-tests', rootDir: __dirname, testTimeout: 120000 };
