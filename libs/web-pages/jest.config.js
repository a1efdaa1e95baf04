module.exports = { ...require('../../jest.preset.js'), displayName: 'web-pages', rootDir: __dirname };
