module.exports = { ...require('../../jest.preset.js'), displayName: 'action-plan', rootDir: __dirname };
