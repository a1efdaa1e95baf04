module.exports = { ...require('../../jest.preset.js'), displayName: 'data-cache', rootDir: __dirname };
