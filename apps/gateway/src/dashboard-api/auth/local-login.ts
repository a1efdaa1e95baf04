import { unaryCall, type RequestCallOptions } from '@vmdash/grpc';
import type { Request, Response } from 'express';
import passportStatic from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { DashboardAuthServiceClient, LoginResponse__Output } from '@vmdash/proto';
import { deviceCookieOf } from '../http/session-cookie';

/**
 * Login through passport-local (docs/architecture.md, Identity) on its own Passport instance: the strategy reads the
 * validated `username` and `password` of the JSON body and asks the dashboard's Login RPC, which makes every check
 * (interface spec's order) and creates the session. The client address (audit ipAddress) and the trusted-device
 * cookie travel along. Sessions are the dashboard's, so passport keeps none (`session: false`).
 * Pass the route's `call` (its request context carries the gateway's service token).
 * @throws the Login RPC's gRPC error: a refusal (wrong credentials, a disabled account, the account's cap) with the
 *   user's text, answered by the dashboard's one error mapping like every other refusal
 */
export function createLocalLogin(client: DashboardAuthServiceClient): (req: Request, res: Response, call: RequestCallOptions) => Promise<LoginResponse__Output> {
  // The call options of each request under way, for the strategy's callback (passport hands it the request only).
  const calls = new WeakMap<Request, RequestCallOptions>();
  const passport = new passportStatic.Passport();
  passport.use(
    'local',
    new LocalStrategy({ usernameField: 'username', passwordField: 'password', session: false, passReqToCallback: true }, (req, username, password, done) => {
      unaryCall(client, 'Login', { username, password, client_address: req.ip ?? '', device_token: deviceCookieOf(req) }, calls.get(req)).then(
        (response) => done(null, response),
        (error: unknown) => done(error),
      );
    }),
  );
  return (req, res, call) =>
    new Promise<LoginResponse__Output>((resolve, reject) => {
      calls.set(req, call);
      const authenticate = passport.authenticate('local', { session: false }, (error: unknown, response: LoginResponse__Output | false) => {
        if (error) return reject(error);
        if (response) return resolve(response);
        // passport-local fails without calling the strategy only for a missing field, which the route's schema refused.
        reject(new Error('passport-local refused the login without asking the dashboard'));
      }) as (req: Request, res: Response, next: (error?: unknown) => void) => void;
      authenticate(req, res, reject);
    });
}
