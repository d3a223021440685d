// The availability test's attacker, on its own thread as a stranger's machine would be: one WebSocket asking for 600
// subscriptions of a public match, and HTTP loops of 15-alias and 3-step replay queries, until told to stop.
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { url, wsUrl, active, finished, heavy, three, attacker, second } = workerData;
const codes = {};
const subscriptionCodes = {};
let updates = 0;
let flooding = true;

const count = (table, code) => (table[code] = (table[code] ?? 0) + 1);

const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { headers: { 'x-forwarded-for': attacker } });
socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
socket.on('message', (raw) => {
  const message = JSON.parse(raw.toString());
  if (message.type === 'connection_ack') {
    for (let i = 0; i < 600; i++)
      socket.send(
        JSON.stringify({
          id: `s${i}`,
          type: 'subscribe',
          payload: {
            query: 'subscription($id:ID!){matchUpdated(matchId:$id){id version view}}',
            variables: { id: active },
          },
        }),
      );
  } else if (message.type === 'error') count(subscriptionCodes, message.payload?.[0]?.extensions?.code ?? 'unknown');
  else if (message.type === 'next') updates++;
});

async function flood(address, query) {
  while (flooding) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ query, variables: { id: finished } }),
      });
      const body = await res.json();
      count(codes, body.errors?.[0]?.extensions?.code ?? 'OK');
    } catch {
      count(codes, 'network');
    }
  }
}

const floods = [flood(attacker, heavy), flood(attacker, heavy), flood(attacker, three), flood(second, three)];
parentPort.on('message', async () => {
  flooding = false;
  await Promise.all(floods);
  socket.close();
  parentPort.postMessage({ codes, subscriptionCodes, updates });
});
parentPort.postMessage({ started: true });
