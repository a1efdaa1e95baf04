import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A private key and its self-signed certificate, PEM. */
export interface SelfSigned {
  key: string;
  cert: string;
}

/**
 * A fresh P-256 key and a self-signed certificate for 127.0.0.1 and localhost, valid one day, made by the openssl
 * command line (Node's crypto makes keys but no X.509 certificates). Development and tests only.
 * @throws Error when openssl is not installed or fails
 */
export function makeSelfSigned(): SelfSigned {
  const dir = mkdtempSync(path.join(tmpdir(), 'vmdash-simulator-tls-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
