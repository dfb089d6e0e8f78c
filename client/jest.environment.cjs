/**
 * jsdom + the Fetch API classes of Node. React Router's data routers build a `Request` for every
 * navigation, which jsdom does not provide. Node's Request only accepts Node AbortSignals, while
 * the page uses jsdom's, so the signal is bridged. `fetch` itself is left undefined: tests mock it
 * explicitly, so nothing reaches the network by accident.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const NodeRequest = Request;
const NodeAbortController = AbortController;
const NodeAbortSignal = AbortSignal;

function bridgeSignal(signal) {
  if (!signal || signal instanceof NodeAbortSignal) return signal;
  const controller = new NodeAbortController();
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller.signal;
}

class BridgedRequest extends NodeRequest {
  constructor(input, init) {
    super(input, init && init.signal ? { ...init, signal: bridgeSignal(init.signal) } : init);
  }
}

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Request: BridgedRequest,
      Response,
      Headers,
      ReadableStream,
      TextEncoder,
      TextDecoder,
    });
    if (typeof this.global.structuredClone !== 'function') this.global.structuredClone = structuredClone;
  }
}

module.exports = JsdomWithFetchEnvironment;
