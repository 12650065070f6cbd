// Whether something listens at host:port (a TCP connect that succeeds).
'use strict';
const net = require('node:net');

/** @returns {Promise<boolean>} */
function canConnect(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

module.exports = { canConnect };
