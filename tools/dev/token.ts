/**
 * `npm run token`: prints a Data API bearer token signed with the development key (.data/keys).
 *   npm run token                                  # every scope, subject "dev-user", 12 h
 *   npm run token -- --scopes data:read --sub alice --ttl 3600
 */
import { Command } from 'commander';
import { ensureDevKeys } from './dev-keys';
import { ALL_DATA_API_SCOPES, signDevToken } from './dev-token';

const program = new Command()
  .name('token')
  .description('Print a development bearer token for the vmdash Data API')
  .option('--sub <subject>', 'token subject (shown as created_by on action plans)', 'dev-user')
  .option('--scopes <scopes>', 'comma-separated scopes', ALL_DATA_API_SCOPES.join(','))
  .option('--ttl <seconds>', 'lifetime in seconds', '43200')
  .option('--issuer <iss>', 'issuer (JWT_ISSUER of the gateway)', process.env.JWT_ISSUER ?? 'vmdash')
  .option('--audience <aud>', 'audience (JWT_AUDIENCE of the gateway)', process.env.JWT_AUDIENCE ?? 'vmdash-data-api')
  .parse();

const options = program.opts<{ sub: string; scopes: string; ttl: string; issuer: string; audience: string }>();
const ttlSeconds = Number(options.ttl);
if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0) program.error('--ttl must be a positive whole number of seconds');
process.stdout.write(
  `${signDevToken(ensureDevKeys(), {
    subject: options.sub,
    scopes: options.scopes
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    ttlSeconds,
    issuer: options.issuer,
    audience: options.audience,
  })}\n`,
);
