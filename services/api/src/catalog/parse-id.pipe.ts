import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { CATALOG_MESSAGES } from '@qmj/contracts';

/** A product id from the path: anything but a positive whole number is a product that does not exist (404). */
@Injectable()
export class ProductIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) {
      throw new NotFoundException(CATALOG_MESSAGES.productMissing);
    }
    return id;
  }
}
