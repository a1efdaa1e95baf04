#!/bin/sh
# Writes the key material of the compose setup into deploy/compose/keys/ (git-ignored), unless it already exists:
#   jwt-signing-private.pem        RSA 3072 private key that signs bearer tokens (token.sh uses it; keep it local)
#   jwt-public-keys.json           {"compose": "<its public key PEM>"}: JWT_PUBLIC_KEYS_FILE of the gateway
#   internal-token-private.pem     EC P-256 key that signs internal caller tokens: INTERNAL_TOKEN_PRIVATE_KEY_FILE
#   internal-token-public.pem      its public key: INTERNAL_TOKEN_PUBLIC_KEY_FILE of every gRPC service
#   job-grant-sealing.key          random secret the dashboard seals job grants with at rest: JOB_GRANT_SEALING_KEY_FILE
#   dashboard-admin.env            ADMIN_USERNAME=admin and a random ADMIN_PASSWORD: the first dashboard Admin, created
#                                  when the dashboard's database has no user (compose.yaml reads it as an env_file)
#   integration.env                the integration service's tracker and platform settings: a random webhook secret
#                                  and placeholders (example.com addresses, "replace-me" credentials) to edit before `up`
# The key files are world-readable because compose bind-mounts them into containers running as uid 10001; the folder
# itself is private to you, and dashboard-admin.env and integration.env (read by compose itself) are yours only. Kubernetes uses Secrets
# instead (deploy/README.md, "Secrets"). Needs openssl and node.
set -eu
keys="$(cd "$(dirname "$0")" && pwd)/keys"
force="${1:-}"
mkdir -p "$keys"
chmod 700 "$keys"
if [ -f "$keys/jwt-public-keys.json" ] && [ "$force" != "--force" ]; then
  echo "keys exist in $keys (pass --force to replace them)"
else
  openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:3072 -out "$keys/jwt-signing-private.pem" 2>/dev/null
  openssl pkey -in "$keys/jwt-signing-private.pem" -pubout -out "$keys/jwt-signing-public.pem"
  node -e 'const fs = require("node:fs"); const [pub, out] = process.argv.slice(1);
    fs.writeFileSync(out, JSON.stringify({ compose: fs.readFileSync(pub, "utf8") }, null, 2) + "\n");' \
    "$keys/jwt-signing-public.pem" "$keys/jwt-public-keys.json"
  openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$keys/internal-token-private.pem"
  openssl pkey -in "$keys/internal-token-private.pem" -pubout -out "$keys/internal-token-public.pem"
  chmod 644 "$keys"/*.pem "$keys"/*.json
  echo "wrote $keys"
fi
# Also written when missing beside older keys. Replacing it makes the grants of queued and running jobs unreadable.
if [ ! -f "$keys/job-grant-sealing.key" ] || [ "$force" = "--force" ]; then
  openssl rand -base64 48 > "$keys/job-grant-sealing.key"
  chmod 644 "$keys/job-grant-sealing.key"
fi
# Also written when missing beside older keys. Replacing it later changes nothing for an Admin that already exists.
if [ ! -f "$keys/dashboard-admin.env" ] || [ "$force" = "--force" ]; then
  password="$(openssl rand -base64 18 | tr '+/' '-_')"
  (umask 077 && printf 'ADMIN_USERNAME=admin\nADMIN_PASSWORD=%s\n' "$password" > "$keys/dashboard-admin.env")
  chmod 600 "$keys/dashboard-admin.env"
  echo "first dashboard Admin: admin, password in $keys/dashboard-admin.env (change it after the first login)"
fi
# Also written when missing. The placeholders answer nothing: replace them with your tracker and platform.
if [ ! -f "$keys/integration.env" ] || [ "$force" = "--force" ]; then
  secret="$(openssl rand -base64 24 | tr '+/' '-_')"
  (umask 077 && printf '%s\n' \
    '# The issue tracker (Jira DC) and the vulnerability platform: replace the placeholders (deploy/README.md, "Secrets").' \
    'TRACKER_URL=https://jira.example.com' 'TRACKER_PROJECT=VM' 'TRACKER_USER=vmdash-bot' 'TRACKER_TOKEN=replace-me' \
    "TRACKER_WEBHOOK_SECRET=$secret" \
    'PLATFORM_URL=https://platform.example.com' 'PLATFORM_CLIENT_ID=1' 'PLATFORM_API_KEY=replace-me' > "$keys/integration.env")
  chmod 600 "$keys/integration.env"
  echo "integration settings in $keys/integration.env: replace the tracker and platform placeholders"
fi
