module.exports = { ...require('../../jest.preset.js'), displayName: 'grpc', rootDir: __dirname };
