import type { Customization as CustomizationView, OrderCustomization } from '@qmj/contracts';
import { isoDate } from '../common/database-rows.js';
import type { Customization } from './customization.entity.js';

/** A design as an order carries it: its image is only `hasImage` (the files are served by their own routes), never a key. */
export function toOrderCustomization(design: Customization): OrderCustomization {
  return {
    id: design.id,
    size: design.size,
    color: design.color,
    text: design.text,
    font: design.font,
    bold: Boolean(design.bold),
    italic: Boolean(design.italic),
    hasImage: Boolean(design.imageKey),
  };
}

export function toCustomization(design: Customization): CustomizationView {
  return Object.assign(toOrderCustomization(design), { createdAt: isoDate(design.createdAt) });
}
