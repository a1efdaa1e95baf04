module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'system-tests',
  rootDir: __dirname,
  testTimeout: 120000,
  // --shard places files by their recorded duration (support/shard-sequencer.js, support/file-durations.json).
  testSequencer: require.resolve('./support/shard-sequencer.js'),
};
