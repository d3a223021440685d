// Copies the API's SDL into public/ so the web app serves it at /schema.graphql (run before dev and build).
import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const from = fileURLToPath(new URL('../../api/schema.graphql', import.meta.url));
const to = fileURLToPath(new URL('../public/schema.graphql', import.meta.url));
mkdirSync(fileURLToPath(new URL('../public/', import.meta.url)), { recursive: true });
copyFileSync(from, to);
