import { closeTestApps } from './helpers/app';

// Every test file drops the databases it used and closes its apps, even when a test failed.
afterAll(closeTestApps);
