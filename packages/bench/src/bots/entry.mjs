// Entry of `npm run bench:bots`: registers the TypeScript loader (engine and games are TypeScript sources) and runs the bench, also in its worker threads.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
