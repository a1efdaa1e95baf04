/**
 * Test support shared by every suite: free ports, polling, internal and bearer test keys, the embedded MongoDB + NATS
 * environment of component tests, the shared scanner data, HTTP answers, and the system harness that runs the built
 * apps as processes. Test code only (specs, harnesses, tests/system, the tools' tests and benchmarks): the
 * module-boundary lint rule refuses it anywhere else.
 */
export { freePort } from './free-port';
export { eventually, type PollOptions } from './eventually';
export { createTestInternalKeys, type TestInternalKeys } from './internal-keys';
export { createTestBearerKeys, TEST_AUDIENCE, TEST_ISSUER, type BearerTokenOptions, type TestBearerKeys } from './bearer-keys';
export { startTestEnvironment, testNatsUrl, type TestEnvironment } from './test-environment';
export { sharedDataPath } from './shared-data';
export { sendRequest, type HttpAnswer, type HttpRequestOptions } from './http-request';
export { SYSTEM_INTEGRATION_ENV, type AppName, type ServiceName } from './system/app-environments';
export { startMongoProcess, type MongoProcess } from './system/mongo-process';
export { startSystem, type ExtraGateway, type RunningSystem, type SystemOptions } from './system/system-harness';
export { publishIssueClosed } from './test-events';
export { startSimulatorProcess, type SimulatorProcess } from './system/simulator-process';
export { upstreamPlanJson } from './system/plans-upstream-seed';
export { startPrivateNats, type PrivateNats } from './system/private-nats';
export { SINGLE_SIGN_ON_PROVIDER_NAME, startWebSystem, webSuiteInfo, WEB_SUITE_VARIABLE, type WebSuiteInfo, type WebSystem, type WebSystemInfo } from './system/web-system';
