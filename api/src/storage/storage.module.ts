import { Module } from '@nestjs/common';
import { FileStorage } from './file-storage';
import { LocalFolderStorage } from './local-folder-storage';

/** Uploaded files, outside the database. Inject FileStorage; the local-folder driver is bound here. */
@Module({
  providers: [{ provide: FileStorage, useClass: LocalFolderStorage }],
  exports: [FileStorage],
})
export class StorageModule {}
