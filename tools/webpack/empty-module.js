// Stands in for a stylesheet in the server build (tools/webpack/make-server-config.js).
module.exports = {};
