module.exports = { ...require('../../jest.preset.js'), displayName: 'service-runtime', rootDir: __dirname };
