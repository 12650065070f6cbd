// The services `npm start` runs in the foreground, stopped together (in reverse order of start) when one
// fails, on Ctrl-C (SIGINT), on SIGTERM, and on SIGHUP: the terminal was closed. SIGHUP matters as much:
// the Node children die of it, but nginx takes it as "reload the config" and would stay up holding the
// site's port, so the next npm start could not start.
'use strict';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

function createServiceGroup() {
  const running = [];
  let stopping = false;

  /** Stops every service, then exits with code. Later calls (a second Ctrl-C) do nothing. */
  async function stopAll(code) {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    for (const service of running.reverse()) {
      try {
        await service.stop();
        console.log(`  stopped ${service.name}`);
      } catch (error) {
        console.error(`  could not stop ${service.name}: ${error.message}`);
      }
    }
    process.exit(code);
  }

  return {
    /** Registers a started service: stop() resolves once it has exited. */
    add(name, stop) {
      running.push({ name, stop });
    },
    get stopping() {
      return stopping;
    },
    stopAll,
    stopOnSignals() {
      for (const signal of STOP_SIGNALS) {
        process.on(signal, () => {
          // A closed terminal makes every write fail (EIO): without a listener that error would end this
          // process before the services are stopped.
          if (signal === 'SIGHUP') for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
          stopAll(0);
        });
      }
    },
  };
}

module.exports = { STOP_SIGNALS, createServiceGroup };
