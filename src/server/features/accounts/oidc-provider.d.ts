/** The few parts of oidc-provider (no bundled types) the Google sign-in test uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcAccount {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export interface ProviderConfiguration {
    clients?: Record<string, unknown>[];
    findAccount?: (context: unknown, sub: string) => Promise<OidcAccount | undefined>;
    claims?: Record<string, string[]>;
    cookies?: { keys: string[] };
    jwks?: { keys: Record<string, unknown>[] };
    features?: Record<string, unknown>;
    pkce?: Record<string, unknown>;
    ttl?: Record<string, unknown>;
    [key: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
