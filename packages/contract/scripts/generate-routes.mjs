// Writes src/generated/routes.ts from the live endpoints table (run with tsx: it imports .ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { endpoints } from '../src/endpoints.ts';
import { renderRoutesModule } from '../src/routes-meta.ts';

const target = fileURLToPath(new URL('../src/generated/routes.ts', import.meta.url));
const options = (await prettier.resolveConfig(target)) ?? {};
const text = await prettier.format(renderRoutesModule(endpoints), { ...options, filepath: target });
writeFileSync(target, text);
console.log(`routes: ${Object.keys(endpoints).length} endpoints -> ${target}`);
