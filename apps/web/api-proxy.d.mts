// Types of api-proxy.mjs (plain JavaScript, run by node as the site's server), for the tests that import it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export declare const UNREACHABLE: { readonly message: string; readonly extensions: { readonly code: string } };

export interface ApiProxy {
  web(req: IncomingMessage, res: ServerResponse): void;
  ws(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
}

export declare const IDLE_MS: number;

export declare function createApiProxy(target: URL, log?: (message: string) => void, idleMs?: number): ApiProxy;
