module.exports = { ...require('../../jest.preset.js'), displayName: 'table-export', rootDir: __dirname };
