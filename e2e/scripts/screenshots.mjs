// Copies the table-layout spec's 1280-px shots of each board to apps/web/public/screenshots, where the README shows them.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const from = path.join(here, '..', 'artifacts');
const to = path.join(here, '..', '..', 'apps', 'web', 'public', 'screenshots');
mkdirSync(to, { recursive: true });
let missing = 0;
for (const game of ['legendary-firefly', 'out-to-the-black', 'misbehavin', 'niskas-debt']) {
  const shot = path.join(from, `table-${game}-1280.png`);
  if (!existsSync(shot)) {
    console.error(`no ${shot}: run the table-layout spec first`);
    missing++;
    continue;
  }
  copyFileSync(shot, path.join(to, `${game}.png`));
  console.log(`${game}.png`);
}
process.exit(missing > 0 ? 1 : 0);
