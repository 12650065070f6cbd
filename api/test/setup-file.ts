import { provideApiMessageFormat } from '../src/i18n/message-format';
import { closeTestApps } from './helpers/app';

// As create-app.ts does: specs that format a mail or a certificate without an app find the formatter.
provideApiMessageFormat();

// Every test file drops the databases it used and closes its apps, even when a test failed.
afterAll(closeTestApps);
