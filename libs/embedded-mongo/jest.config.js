module.exports = { ...require('../../jest.preset.js'), displayName: 'embedded-mongo', rootDir: __dirname };
