import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';

/** A record id from the path: anything but a positive whole number is a record that does not exist (404 with `message`). */
@Injectable()
export class RecordIdPipe implements PipeTransform<string, number> {
  constructor(private readonly message: string) {}

  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new NotFoundException(this.message);
    return id;
  }
}
