import express, { type Request, type Response } from 'express';
import { importJWK, SignJWT } from 'jose';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { z } from 'zod';
import { initialPeople, simulatedPerson, type SimulatedPerson } from './oidc-users';

/** Settings of the OpenID provider simulator (development and tests only; docs/architecture.md, Identity). */
export interface OidcProviderSimulatorOptions {
  /** Port to listen on (0 picks a free one); the issuer is `http://127.0.0.1:<port>`. */
  port: number;
  /** The one registered client: vmdash's gateway (confidential, client_secret_basic). */
  clientId: string;
  clientSecret: string;
  /** Its redirect URIs: the gateway's `/api/auth/oidc/callback`. */
  redirectUris: string[];
  /** Its OpenID Connect Back-Channel Logout 1.0 endpoint (none: the provider sends no logout tokens). */
  backchannelLogoutUri?: string;
}

/** A running OpenID provider simulator. */
export interface OidcProviderSimulator {
  /** The issuer identifier (its discovery document is at `<url>/.well-known/openid-configuration`). */
  url: string;
  stop(): Promise<void>;
}

/** The body of `POST /_simulator/users`: a username as the provider's forms take it, and the person's groups. */
const NewPersonShape = z.strictObject({
  username: z.string().regex(/^[a-z0-9._-]{1,64}$/, 'must be 1-64 of a-z 0-9 . _ -'),
  groups: z.array(z.string().min(1).max(128)).max(50),
});

/** Scopes and the claims each releases; `groups` is the claim the gateway maps to a vmdash group and bu_teams. */
const CLAIMS: Configuration['claims'] = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['preferred_username', 'name'],
  groups: ['groups'],
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The sign-in page of an interaction: a plain form (username, password) a browser and an HTTP test both submit. */
function signInPage(uid: string, clientId: string, error?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Simulated identity provider: sign in</title></head><body>
<main><h1>Simulated identity provider</h1><p>Sign in to continue to ${escapeHtml(clientId)}</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>Username <input name="username" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button></form>
<p><a href="/interaction/${escapeHtml(uid)}/abort">Cancel</a></p></main></body></html>`;
}

/**
 * Starts a real OpenID provider (panva's oidc-provider, OpenID Connect Core 1.0 certified) with its own people
 * (oidc-users.ts) and one confidential client: authorization code flow with PKCE (S256, RFC 7636) required, refresh
 * tokens, userinfo, and Back-Channel Logout 1.0. Its sign-in page is a form at `/interaction/<uid>` (consent is
 * implied for the one client). Control routes for tests:
 * - `GET /_simulator/users`: the people;
 * - `POST /_simulator/users` with `{"username": "...", "groups": [...]}`: a new person (password `<username>-password`),
 *   201; 400 for a body of another shape, 409 for a username taken;
 * - `DELETE /_simulator/users/<username>`: the person leaves: it cannot sign in, and its refresh tokens and access
 *   tokens are refused from now on (a re-check of its vmdash sessions ends them);
 * - `POST /_simulator/users/<username>/disable` and `/enable`: a disabled person cannot sign in, and its refresh
 *   tokens and access tokens are refused (invalid_grant / invalid_token), as a provider does for a leaver;
 * - `PUT /_simulator/users/<username>/groups` with `{"groups": [...]}`: the groups claim from the next sign-in on;
 * - `POST /_simulator/users/<username>/backchannel-logout`: sends the client a logout token for the person's `sub`
 *   (answers 200 with the client's status, 502 when the client refused it);
 * - `POST /_simulator/users/<username>/logout-token`: a logout token for the person's `sub`, signed with the
 *   provider's key, answered as `{"logout_token": "..."}` and not sent (tests deliver it themselves, e.g. twice).
 */
export async function startOidcProviderSimulator(options: OidcProviderSimulatorOptions): Promise<OidcProviderSimulator> {
  let people = initialPeople();
  const bySub = (sub: string) => people.find((person) => person.sub === sub);
  const byUsername = (username: string) => people.find((person) => person.username === username);

  const app = express();
  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(options.port, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = { ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        ...(options.backchannelLogoutUri ? { backchannel_logout_uri: options.backchannelLogoutUri, backchannel_logout_session_required: false } : {}),
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: CLAIMS,
    scopes: ['openid', 'offline_access', 'email', 'profile', 'groups'],
    // Claims in the ID token too (the gateway reads groups and username from it), not only from userinfo.
    conformIdTokenClaims: false,
    pkce: { methods: ['S256'], required: () => true },
    features: { devInteractions: { enabled: false }, backchannelLogout: { enabled: true }, userinfo: { enabled: true } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    // A refresh token for every code exchange of the client: the gateway re-checks its sessions with it.
    issueRefreshToken: async (_ctx: KoaContextWithOIDC, client) => client.grantTypeAllowed('refresh_token'),
    // The one client is first-party: consent is implied (oidc-provider's documented "skip consent" recipe).
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const session = ctx.oidc.session!;
      const client = ctx.oidc.client!;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId! });
      grant.addOIDCScope('openid offline_access email profile groups');
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => {
      const person = bySub(sub);
      if (!person || person.disabled) return undefined;
      return {
        accountId: person.sub,
        claims: () => ({ sub: person.sub, preferred_username: person.username, name: person.name, email: person.email, email_verified: true, groups: [...person.groups] }),
      };
    },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, RefreshToken: 86_400, Interaction: 600, Session: 86_400, Grant: 86_400 },
  });

  const form = express.urlencoded({ extended: false, limit: '16kb' });
  app.get('/interaction/:uid', async (req: Request, res: Response) => {
    const details = await provider.interactionDetails(req, res);
    res.type('html').send(signInPage(details.uid, options.clientId));
  });
  app.post('/interaction/:uid/login', form, async (req: Request, res: Response) => {
    const details = await provider.interactionDetails(req, res);
    const { username, password } = (req.body ?? {}) as { username?: string; password?: string };
    const person = typeof username === 'string' ? byUsername(username) : undefined;
    if (!person || person.password !== password || person.disabled) {
      res
        .status(401)
        .type('html')
        .send(signInPage(details.uid, options.clientId, person?.disabled ? 'This account is disabled' : 'Wrong username or password'));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: person.sub } }, { mergeWithLastSubmission: false });
  });
  app.get('/interaction/:uid/abort', async (req: Request, res: Response) => {
    await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The user cancelled the sign-in' }, { mergeWithLastSubmission: false });
  });

  const control = express.Router();
  control.use(express.json({ limit: '16kb' }));
  const personOf = (req: Request, res: Response): SimulatedPerson | undefined => {
    const person = byUsername(String(req.params.username));
    if (!person) res.status(404).json({ error: `no person ${String(req.params.username)}` });
    return person;
  };
  control.get('/users', (_req, res) => void res.json(people));
  control.post('/users', (req, res) => {
    const parsed = NewPersonShape.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json({ error: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') });
    if (byUsername(parsed.data.username)) return void res.status(409).json({ error: `${parsed.data.username} exists` });
    const person = simulatedPerson(parsed.data.username, parsed.data.username, parsed.data.groups);
    people.push(person);
    res.status(201).json(person);
  });
  control.delete('/users/:username', (req, res) => {
    const person = personOf(req, res);
    if (!person) return;
    people = people.filter((other) => other !== person);
    res.status(204).end();
  });
  control.post('/users/:username/logout-token', async (req, res) => {
    const person = personOf(req, res);
    if (!person) return;
    // The claims of OpenID Connect Back-Channel Logout 1.0 section 2.4, as oidc-provider sends them.
    const logoutToken = await new SignJWT({ events: { 'http://schemas.openid.net/event/backchannel-logout': {} }, jti: randomUUID() })
      .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'logout+jwt' })
      .setIssuer(issuer)
      .setAudience(options.clientId)
      .setSubject(person.sub)
      .setIssuedAt()
      .setExpirationTime('2m')
      .sign(await importJWK(signingKey, 'RS256'));
    res.json({ logout_token: logoutToken });
  });
  control.post('/users/:username/disable', (req, res) => {
    const person = personOf(req, res);
    if (person) res.json(Object.assign(person, { disabled: true }));
  });
  control.post('/users/:username/enable', (req, res) => {
    const person = personOf(req, res);
    if (person) res.json(Object.assign(person, { disabled: false }));
  });
  control.put('/users/:username/groups', (req, res) => {
    const groups = (req.body as { groups?: unknown } | undefined)?.groups;
    if (!Array.isArray(groups) || !groups.every((group) => typeof group === 'string')) return void res.status(400).json({ error: 'groups must be an array of strings' });
    const person = personOf(req, res);
    if (person) res.json(Object.assign(person, { groups }));
  });
  control.post('/users/:username/backchannel-logout', async (req, res) => {
    const person = personOf(req, res);
    if (!person) return;
    const client = await provider.Client.find(options.clientId);
    if (!client?.backchannelLogoutUri) return void res.status(409).json({ error: 'the client has no backchannel_logout_uri' });
    try {
      // oidc-provider's Client#backchannelLogout (lib/models/client.js), missing from @types/oidc-provider.
      await (client as unknown as { backchannelLogout(sub: string, sid: string): Promise<void> }).backchannelLogout(person.sub, '');
      res.json({ delivered: true });
    } catch (error) {
      res.status(502).json({ delivered: false, error: (error as Error).message });
    }
  });
  app.use('/_simulator', control);
  app.use(provider.callback());

  return {
    url: issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
