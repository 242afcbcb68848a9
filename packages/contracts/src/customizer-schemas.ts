// The mug designs' schemas (zod), apart from their rules in ./customizer.ts: a page that needs only the rules
// loads no zod (docs/architecture.md#contracts).
import { z } from 'zod';
import { booleanFromText, isoDateTime, pageNumber, pageSizeNumber } from './api.js';
import {
  CUSTOMIZATION_MESSAGES,
  isMugColor,
  MUG_FONTS,
  MUG_SIZES,
  MUG_TEXT_MAX_LENGTH,
  type OrderCustomization,
} from './customizer.js';

const styleFlag = booleanFromText(CUSTOMIZATION_MESSAGES.styleInvalid).default(false);

/** A design's fields (`POST /api/customizations`, multipart, beside the `image` and `preview` files). */
/** A colour as `#rrggbb`. */
const HEX_COLOR_LENGTH = 7;

export const customizationFieldsSchema = z.object({
  size: z.enum(MUG_SIZES, { error: CUSTOMIZATION_MESSAGES.sizeUnknown }),
  color: z
    .string({ error: CUSTOMIZATION_MESSAGES.colorUnknown })
    .trim()
    .toLowerCase()
    .max(HEX_COLOR_LENGTH, { error: CUSTOMIZATION_MESSAGES.colorUnknown })
    .refine(isMugColor, { error: CUSTOMIZATION_MESSAGES.colorUnknown }),
  text: z.string().trim().max(MUG_TEXT_MAX_LENGTH, { error: CUSTOMIZATION_MESSAGES.textTooLong }).default(''),
  font: z.enum(MUG_FONTS, { error: CUSTOMIZATION_MESSAGES.fontUnknown }),
  bold: styleFlag,
  italic: styleFlag,
});
export type CustomizationFields = z.infer<typeof customizationFieldsSchema>;

/** A design as an order carries it (`OrderCustomization`). */
export const orderCustomizationSchema = z.object({
  id: z.number().int(),
  size: z.enum(MUG_SIZES),
  color: z.string(),
  text: z.string(),
  font: z.enum(MUG_FONTS),
  bold: z.boolean(),
  italic: z.boolean(),
  hasImage: z.boolean(),
}) satisfies z.ZodType<OrderCustomization>;

/** A saved design. Its preview and image are read through their own routes (owner and admin). */
export const customizationSchema = orderCustomizationSchema.extend({ createdAt: isoDateTime });
export type Customization = z.infer<typeof customizationSchema>;

/** `GET /api/customizations`: the customer's designs, newest first. */
export const myCustomizationsQuerySchema = z.object({
  page: pageNumber,
  pageSize: pageSizeNumber,
});
export type MyCustomizationsQuery = z.infer<typeof myCustomizationsQuerySchema>;
