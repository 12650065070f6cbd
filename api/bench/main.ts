import 'reflect-metadata';
import { serve } from '../src/serve';
import { BenchModule } from './bench.module';

// `npm run bench`'s API: the built API's own code (compiled beside this file by tsconfig.bench.json)
// with the framework-ceiling reference routes added. The production build never compiles this folder.
serve(process.env, { modules: [BenchModule] });
