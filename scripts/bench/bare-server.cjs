// The scale reference: Node's own http server answering every request with the same bytes.
// Run as a child process (argv: port, body file) so it never shares an event loop with the load generator.
'use strict';
const fs = require('node:fs');
const http = require('node:http');

const [port, bodyFile] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
http
  .createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
