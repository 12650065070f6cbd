import { BadRequestException, Logger, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import mongoose from 'mongoose';
import { MESSAGES } from '@society/contracts';
import { ApiExceptionFilter } from './exception.filter';
import { DUPLICATE_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE, toErrorBody } from './error-body';

function named(name: string, fields: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(`${name} happened`), { name }, fields);
}

describe('toErrorBody', () => {
  it('keeps the status and message of an HTTP exception', () => {
    expect(toErrorBody(new NotFoundException('User not found')).body).toEqual({ statusCode: 404, message: 'User not found' });
  });

  it('keeps the per-field errors of a validation failure', () => {
    const exception = new BadRequestException({ statusCode: 400, message: 'email is required', errors: { email: ['email is required'] } });
    expect(toErrorBody(exception).body).toEqual({ statusCode: 400, message: 'email is required', errors: { email: ['email is required'] } });
  });

  it.each(['MongoServerSelectionError', 'MongooseServerSelectionError', 'MongoNetworkError', 'MongoNotConnectedError', 'MongoPoolClearedError'])(
    'answers %s with 503',
    (name) => {
      expect(toErrorBody(named(name)).body).toEqual({ statusCode: 503, message: SERVICE_UNAVAILABLE_MESSAGE });
    },
  );

  it('answers a bare socket error the database driver passes on (EPIPE after the server closed) with 503', () => {
    const epipe = Object.assign(new Error('This socket has been ended by the other party'), { code: 'EPIPE' });
    expect(toErrorBody(epipe).body).toEqual({ statusCode: 503, message: SERVICE_UNAVAILABLE_MESSAGE });
  });

  it('answers an insertMany that could not reach the database (the driver wraps its network error) with 503', () => {
    const bulk = named('MongoBulkWriteError', { message: 'connect ECONNREFUSED 127.0.0.1:27017' });
    (bulk as unknown as { errorResponse: Error }).errorResponse = named('MongoNetworkError');
    expect(toErrorBody(bulk).body).toEqual({ statusCode: 503, message: SERVICE_UNAVAILABLE_MESSAGE });
    // A bulk write the server refused (a plain reply, not a driver error) is not an outage.
    const refused = named('MongoBulkWriteError', { message: 'E11000 duplicate key' });
    (refused as unknown as { errorResponse: object }).errorResponse = { code: 11000 };
    expect(toErrorBody(refused).body.statusCode).not.toBe(503);
  });

  it('answers a mongoose "connection not open" error with 503', () => {
    expect(toErrorBody(named('MongooseError', { message: 'Connection was force closed' })).body.statusCode).toBe(503);
  });

  it('answers a cast error (bad ObjectId) with 400', () => {
    const error = new mongoose.Error.CastError('ObjectId', 'xyz', '_id');
    expect(toErrorBody(error).body).toEqual({ statusCode: 400, message: 'Invalid id' });
  });

  it('answers a mongoose validation error with 400 and the fields', () => {
    const error = new mongoose.Error.ValidationError();
    error.addError('order', new mongoose.Error.ValidatorError({ message: 'order must be a whole number', path: 'order' }));
    expect(toErrorBody(error).body).toEqual({
      statusCode: 400,
      message: 'order must be a whole number',
      errors: { order: ['order must be a whole number'] },
    });
  });

  it('answers a duplicate key with 409: MongoDB\'s 11000, and FerretDB\'s internal error for an update that hits a unique index', () => {
    expect(toErrorBody(named('MongoServerError', { code: 11000 })).body).toEqual({ statusCode: 409, message: DUPLICATE_MESSAGE });
    const ferret = named('MongoServerError', { code: 1, message: "[msg_update.go:133] constraint failed: UNIQUE constraint failed: index 'users_email_1' (2067)" });
    expect(toErrorBody(ferret).body).toEqual({ statusCode: 409, message: DUPLICATE_MESSAGE });
    expect(toErrorBody(named('MongoServerError', { code: 1, message: 'some other internal error' })).body.statusCode).toBe(500);
  });

  it('answers anything else with a generic 500 and marks it for logging', () => {
    expect(toErrorBody(new TypeError("Cannot read properties of undefined (reading 'x')"))).toEqual({
      body: { statusCode: 500, message: MESSAGES.genericError },
      known: false,
    });
    expect(toErrorBody('a string was thrown').body.statusCode).toBe(500);
  });
});

describe('ApiExceptionFilter', () => {
  function respond(exception: unknown) {
    const sent: { status?: number; body?: unknown } = {};
    const response = {
      headersSent: false,
      status(code: number) {
        sent.status = code;
        return this;
      },
      json(body: unknown) {
        sent.body = body;
      },
    };
    const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
    new ApiExceptionFilter().catch(exception, host);
    return sent;
  }

  it('sends an unexpected error as a bare 500 and logs its stack on the server only', () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const sent = respond(new Error('secret internals at /srv/app.js:1:1'));

    expect(sent).toEqual({ status: 500, body: { statusCode: 500, message: MESSAGES.genericError } });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('secret internals'));
    logged.mockRestore();
  });
});
