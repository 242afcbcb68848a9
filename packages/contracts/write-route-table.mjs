// After the build: the API contract without its schemas (method, path, access of every route), the
// only part of it the web client needs at run time, so the pages do not carry every schema.
import { writeFileSync } from 'node:fs';
import { minifyContractRouter } from '@orpc/contract';
import { apiContract } from './dist/index.js';

writeFileSync(
  new URL('./dist/api-route-table.json', import.meta.url),
  JSON.stringify(minifyContractRouter(apiContract)),
);
