/**
 * A tiny OpenID Connect provider standing in for Google in tests (never in production).
 *
 * One client ("pitchcraft-test") and one account (Grace Hopper). There is no login form: every
 * authorization request signs the fixed account in and approves the requested scopes at once, so the
 * flow is a chain of redirects — deterministic for a browser and for a plain HTTP client.
 *
 * Run it directly (`npx tsx e2e/support/oidc-provider.ts`) to serve it on http://localhost:3299, or import
 * `startOidcProvider` in a test. Point the app at it with
 * GOOGLE_DISCOVERY_URL=http://localhost:3299/.well-known/openid-configuration,
 * GOOGLE_CLIENT_ID=pitchcraft-test and GOOGLE_CLIENT_SECRET=pitchcraft-test-secret.
 */
import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import Provider from "oidc-provider";

export const TEST_CLIENT_ID = "pitchcraft-test";
export const TEST_CLIENT_SECRET = "pitchcraft-test-secret";
export const DEFAULT_OIDC_PORT = Number(process.env.OIDC_PORT) || 3299;

/** Better Auth 1.7 serves every social and generic OAuth provider's callback at `${basePath}/callback/:id`. */
export const googleCallbackUrl = (appUrl: string): string => `${appUrl.replace(/\/$/, "")}/api/auth/callback/google`;

/** The app Playwright starts (playwright.config.ts) listens on port 3210. */
export const DEFAULT_REDIRECT_URIS = [googleCallbackUrl("http://localhost:3210")];

/** The only account: what Google would say about Grace. */
export const TEST_ACCOUNT = {
  sub: "google-user-1",
  email: "grace.google@example.com",
  email_verified: true,
  given_name: "Grace",
  family_name: "Hopper",
  name: "Grace Hopper",
} as const;

export type OidcProviderOptions = {
  /** Callback URLs the client may use, in addition to none: pass every app URL that signs in through it. */
  redirectUris?: string[];
};

export type RunningOidcProvider = {
  issuer: string;
  discoveryUrl: string;
  close(): Promise<void>;
};

const INTERACTION_PATH = "/interaction/";

export async function startOidcProvider(
  port = DEFAULT_OIDC_PORT,
  options: OidcProviderOptions = {},
): Promise<RunningOidcProvider> {
  const issuer = `http://localhost:${port}`;
  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: options.redirectUris ?? DEFAULT_REDIRECT_URIS,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        // Better Auth sends the secret in the token request body by default; Google accepts that too.
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: "test-signing-key", alg: "RS256", use: "sig" }] },
    cookies: { keys: ["pitchcraft-test-cookie-key"] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    // Like Google, put the profile claims in the ID token as well as behind the userinfo endpoint.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: { AccessToken: 3600, AuthorizationCode: 60, Grant: 3600, IdToken: 3600, Interaction: 600, Session: 3600 },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}${interaction.uid}` },
    findAccount: (_ctx, sub) =>
      sub === TEST_ACCOUNT.sub ? { accountId: sub, claims: () => ({ ...TEST_ACCOUNT }) } : undefined,
  });

  const handleProtocol = provider.callback();

  /** Signs the test account in and grants what the client asked for, then resumes the authorization. */
  const autoApprove = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    const clientId = String(details.params.client_id);
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId: TEST_ACCOUNT.sub, clientId });
    grant.addOIDCScope(String(details.params.scope ?? "openid"));
    const missingClaims = details.prompt.details.missingOIDCClaims;
    if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims.map(String));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: TEST_ACCOUNT.sub }, consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  };

  const server = createServer((req, res) => {
    if (req.method === "GET" && req.url?.startsWith(INTERACTION_PATH)) {
      autoApprove(req, res).catch((error: unknown) => {
        res.statusCode = 400;
        res.setHeader("Content-Type", "text/plain; charset=utf-8");
        res.end(`Test OpenID provider: ${error instanceof Error ? error.message : String(error)}`);
      });
      return;
    }
    handleProtocol(req, res);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  if (actualPort !== port) throw new Error(`the test OpenID provider listens on ${actualPort}, not ${port}`);

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;

if (runDirectly) {
  const port = Number(process.env.OIDC_PORT ?? DEFAULT_OIDC_PORT);
  const extraRedirects = (process.env.OIDC_REDIRECT_URIS ?? "").split(",").filter(Boolean);
  const running = await startOidcProvider(port, { redirectUris: [...DEFAULT_REDIRECT_URIS, ...extraRedirects] });
  console.log(`Test OpenID provider ready at ${running.discoveryUrl}`);
  const stop = () => {
    running.close().finally(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
