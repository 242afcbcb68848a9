import type { ApiErrorBody } from '@qmj/contracts';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** Maps a body-parser failure to the API's error body: never a 500 for bad input. */
export function bodyParserError(error: unknown): ApiErrorBody {
  const { type, status } = (error ?? {}) as { type?: string; status?: number };
  if (type === 'entity.too.large') {
    return { statusCode: 413, message: 'The request body is too large.', error: 'Payload Too Large' };
  }
  if (type === 'entity.parse.failed') {
    return { statusCode: 400, message: 'The request body is not valid JSON.', error: 'Bad Request' };
  }
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return { statusCode: 415, message: 'Unsupported request body encoding.', error: 'Unsupported Media Type' };
  }
  const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
  return { statusCode: code, message: 'The request body could not be read.', error: 'Bad Request' };
}

function guarded(parser: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    parser(req, res, (error?: unknown) => {
      if (!error) return next();
      const body = bodyParserError(error);
      res.status(body.statusCode).json(body);
    });
  };
}

/** JSON and urlencoded parsers with a size limit whose failures answer in the API's error format. */
export function bodyParsers(limit: string): RequestHandler[] {
  return [
    guarded(express.json({ limit })),
    guarded(express.urlencoded({ extended: false, limit, parameterLimit: 1000 })),
  ];
}
