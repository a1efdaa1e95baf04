#!/bin/sh
# Prints a bearer token for the compose setup: RS256, kid "compose", signed with keys/jwt-signing-private.pem, issuer
# and audience of compose.yaml, every Data API scope, valid for TOKEN_TTL seconds (default 3600). Needs node.
#   curl -H "Authorization: Bearer $(deploy/compose/token.sh)" http://localhost:8080/beta-assets
set -eu
keys="$(cd "$(dirname "$0")" && pwd)/keys"
exec node -e '
const { createSign } = require("node:crypto");
const fs = require("node:fs");
const b64 = (value) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");
const now = Math.floor(Date.now() / 1000);
const header = { alg: "RS256", typ: "JWT", kid: "compose" };
const claims = { iss: "vmdash", aud: "vmdash-data-api", sub: process.env.TOKEN_SUBJECT || "compose-operator",
  scope: "data:read plans:write cache:refresh", iat: now, nbf: now, exp: now + Number(process.env.TOKEN_TTL || 3600) };
const input = b64(header) + "." + b64(claims);
const signature = createSign("RSA-SHA256").update(input).sign(fs.readFileSync(process.argv[1], "utf8")).toString("base64url");
process.stdout.write(input + "." + signature + "\n");
' "$keys/jwt-signing-private.pem"
