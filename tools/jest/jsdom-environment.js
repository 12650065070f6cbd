'use strict';
// jsdom plus the fetch-API classes React Router's data router builds on (jsdom has none). The
// abort classes come from Node too, since Node's Request only accepts its own AbortSignal.
const JSDOMEnvironment = require('jest-environment-jsdom').default;

class FrontTestEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
    });
  }
}

module.exports = FrontTestEnvironment;
