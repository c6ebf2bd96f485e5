/**
 * The few parts of `oidc-provider` (which ships no types) that the test provider in oidc-provider.ts uses.
 */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type UnknownRecord = Record<string, unknown>;

  export type InteractionDetails = {
    uid: string;
    prompt: { name: string; reasons: string[]; details: UnknownRecord };
    params: UnknownRecord;
    session?: { accountId?: string };
    grantId?: string;
  };

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export type Account = {
    accountId: string;
    claims(use: string, scope: string): Promise<UnknownRecord & { sub: string }> | (UnknownRecord & { sub: string });
  };

  export type Configuration = {
    clients?: UnknownRecord[];
    jwks?: { keys: UnknownRecord[] };
    cookies?: { keys?: string[] };
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url?: (ctx: unknown, interaction: { uid: string }) => string | Promise<string> };
    findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined> | Account | undefined;
    renderError?: (ctx: { type: string; body: string }, out: UnknownRecord, error: Error) => void | Promise<void>;
    [key: string]: unknown;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: UnknownRecord,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
