// Worker-thread entry: registers the TypeScript loader (the engine and games are TypeScript sources) and loads the bot worker.
import { register } from 'tsx/esm/api';

register();
await import('./botWorker.ts');
