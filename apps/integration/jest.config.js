module.exports = { ...require('../../jest.preset.js'), displayName: 'integration', rootDir: __dirname };
