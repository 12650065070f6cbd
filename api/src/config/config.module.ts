import { Global, Module, type DynamicModule } from '@nestjs/common';
import { AppConfig } from './app-config';
import { processStdout, STDOUT, type StdoutWriter } from './stdout';

/** Makes the already validated AppConfig (and the console writer) injectable everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig, stdout: StdoutWriter = processStdout): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: AppConfig, useValue: config },
        { provide: STDOUT, useValue: stdout },
      ],
      exports: [AppConfig, STDOUT],
    };
  }
}
