// The floor of the page budgets: a blank HTML page with one line of text, served by a bare Node
// server in the same run, so that LCP budgets are ratios to what this machine and Lighthouse's
// throttling give for nothing at all.
import { createServer } from 'node:http';

const BLANK = `<!doctype html>
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
`;

/** Serves the blank page on an ephemeral port of 127.0.0.1 until `close()`. */
export async function startBlankPage() {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(BLANK);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
