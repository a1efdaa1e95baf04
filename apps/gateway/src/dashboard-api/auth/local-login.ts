import { unaryCall } from '@vmdash/grpc';
import type { Request, Response } from 'express';
import passportStatic from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { DashboardAuthServiceClient, LoginResponse__Output } from '@vmdash/proto';
import { deviceCookieOf } from '../http/session-cookie';

/** What a login came to: the dashboard's answer, success or a typed failure. */
export type LoginAttempt = { ok: true; response: LoginResponse__Output } | { ok: false; outcome: LoginResponse__Output['outcome'] };

/**
 * Login through passport-local (docs/architecture.md, Identity) on its own Passport instance: the strategy reads the
 * validated `username` and `password` of the JSON body and asks the dashboard's Login RPC, which makes every check
 * (interface spec's order) and creates the session. The client address (audit ipAddress) and the trusted-device
 * cookie travel along. Sessions are the dashboard's, so passport keeps none (`session: false`).
 * Call it inside the request context that carries the gateway's service token.
 */
export function createLocalLogin(client: DashboardAuthServiceClient): (req: Request, res: Response) => Promise<LoginAttempt> {
  const passport = new passportStatic.Passport();
  passport.use(
    'local',
    new LocalStrategy({ usernameField: 'username', passwordField: 'password', session: false, passReqToCallback: true }, (req, username, password, done) => {
      unaryCall(client, 'Login', { username, password, client_address: req.ip ?? '', device_token: deviceCookieOf(req) }).then(
        (response) => (response.outcome === 'LOGIN_OUTCOME_SUCCEEDED' ? done(null, response) : done(null, false, { message: response.outcome })),
        (error: unknown) => done(error),
      );
    }),
  );
  return (req, res) =>
    new Promise<LoginAttempt>((resolve, reject) => {
      const authenticate = passport.authenticate('local', { session: false }, (error: unknown, response: LoginResponse__Output | false, info?: { message?: string }) => {
        if (error) return reject(error);
        if (response) return resolve({ ok: true, response });
        resolve({ ok: false, outcome: (info?.message ?? 'LOGIN_OUTCOME_UNSPECIFIED') as LoginResponse__Output['outcome'] });
      }) as (req: Request, res: Response, next: (error?: unknown) => void) => void;
      authenticate(req, res, reject);
    });
}
