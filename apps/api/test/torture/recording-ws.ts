// A graphql-ws client that also hands every raw frame it receives to a sink, so tests can scan each byte.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export function recordingWsClient(wsUrl: string, sink: (frame: string) => void, token?: string): Client {
  return createClient({
    url: wsUrl,
    lazy: false,
    retryAttempts: 0,
    // A socket the server drops is reported through the client's 'closed' event to whoever cares, not to stderr.
    onNonLazyError: () => undefined,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols);
        this.on('message', (data: WebSocket.RawData) =>
          sink(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8')),
        );
      }
    },
  });
}
