// Empties web/dist/ before a build: the shell writes index.html + assets/, each sub-app child/<name>/.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

rmSync(fileURLToPath(new URL('../dist', import.meta.url)), { recursive: true, force: true });
