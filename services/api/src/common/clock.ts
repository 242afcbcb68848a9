import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The API's clock for the instants that date business facts (an order's approval, the dashboard's
 * "this week"). One injectable source, so the end-to-end tests can stand at a chosen Manila moment
 * (docs/money-and-time.md).
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
