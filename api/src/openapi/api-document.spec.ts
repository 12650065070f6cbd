import { Body, Controller, Get, Module, Post, Query, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../dtos/page-query.dto';
import { buildApiDocument } from './api-document';
import { QueryRules } from './request-schema';

// The document must carry the rules the validation pipe enforces. A DTO class that adds no rule of its own
// has no validation metadata under its name, so its rules could silently go missing: queries keep the class
// they name (QueryRules), and a body schema without rules stops the document being built.

class NoteDto {
  @ApiProperty({ maxLength: 20 })
  @IsString({ message: 'text must be text' })
  @MaxLength(20, { message: 'text must be at most 20 characters' })
  text: string;
}

class SameNoteDto extends NoteDto {}

class NotesQueryDto extends PageQueryDto {}

@Controller('notes')
class NotesController {
  @Get()
  @QueryRules(NotesQueryDto)
  list(@Query() query: NotesQueryDto): NotesQueryDto {
    return query;
  }

  @Post()
  add(@Body() body: NoteDto): NoteDto {
    return body;
  }
}

@Controller('other-notes')
class OtherNotesController {
  @Post()
  add(@Body() body: SameNoteDto): SameNoteDto {
    return body;
  }
}

async function documentOf(...controllers: Array<new (...args: never[]) => unknown>) {
  @Module({ controllers })
  class NotesModule {}
  const app: INestApplication = await NestFactory.create(NotesModule, { logger: false });
  try {
    return buildApiDocument(app);
  } finally {
    await app.close();
  }
}

describe('the OpenAPI document', () => {
  it("gives a query subclass with no rule of its own its parent's rules, and a body its own", async () => {
    const document = await documentOf(NotesController);
    const pageSize = document.paths['/notes'].get?.parameters?.find((parameter) => 'name' in parameter && parameter.name === 'pageSize');
    expect(pageSize).toEqual(expect.objectContaining({ in: 'query', required: false, schema: expect.objectContaining({ type: 'integer', minimum: 1, maximum: 100 }) }));
    const note = document.components?.schemas?.NoteDto;
    expect(note).toEqual(expect.objectContaining({ required: ['text'], additionalProperties: false }));
    expect(JSON.stringify(note)).toContain('"maxLength":20');
  });

  it('refuses to describe a body whose class declares no rule of its own', async () => {
    await expect(documentOf(OtherNotesController)).rejects.toThrow('OpenAPI: request schema SameNoteDto declares no validation rule of its own');
  });
});
