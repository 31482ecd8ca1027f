/**
 * Minimal typings for oidc-provider 9 (the package ships none): only what the gateway uses.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string; uid: string };
    lastSubmission?: Record<string, unknown>;
  }

  export interface AnyModel {
    destroy(): Promise<void>;
    [key: string]: unknown;
  }

  export interface ModelClass {
    find(id: string, opts?: { ignoreExpiration?: boolean }): Promise<AnyModel | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      opts?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      opts?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: any[]) => void): this;
    Session: ModelClass;
    Grant: new (props: { clientId: string; accountId: string }) => AnyModel;
  }

  export const errors: Record<string, new (...args: any[]) => Error>;
}
