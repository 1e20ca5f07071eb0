// The floor of the page budgets: a blank HTML page with one line of text, served by a bare Node
// server in the same run, so that LCP budgets are ratios to what this machine and Lighthouse's
// throttling give for nothing at all. The server is a child process: Lighthouse runs through
// execFileSync, which blocks this process's event loop.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const SERVER = `
const BLANK = \`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A blank page: the floor of the bench." />
    <title>Blank</title>
  </head>
  <body>
    <p>Blank</p>
  </body>
</html>
\`;
const server = require('node:http').createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  res.end(BLANK);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/**
 * The page a child server serves once it has printed its port: its address, and `close()`, which
 * stops the child and then runs `cleanUp`.
 */
export async function pageOfChild(child, name, cleanUp = () => undefined) {
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the ${name} server exited (${code})`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve(Number(line)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => {
          cleanUp();
          resolve();
        });
        child.kill();
      }),
  };
}

/** Serves the blank page on an ephemeral port of 127.0.0.1 until `close()`. */
export function startBlankPage() {
  const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  return pageOfChild(child, 'blank page');
}
