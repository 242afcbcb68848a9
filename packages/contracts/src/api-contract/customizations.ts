import { z } from 'zod';
import { fileReply, imageFile, pageSchema, recordId } from '../api.js';
import { CUSTOMIZATION_MESSAGES } from '../customizer.js';
import { customizationFieldsSchema, customizationSchema, myCustomizationsQuerySchema } from '../customizer-schemas.js';
import { signedIn } from './endpoint.js';

const customizationId = z.object({ id: recordId(CUSTOMIZATION_MESSAGES.notFound) });

/** Mug designs: each is read only by its owner and the administrator (another customer gets 404). */
export const customizationRoutes = {
  save: signedIn
    .route({
      method: 'POST',
      path: '/customizations',
      successStatus: 201,
      tags: ['customizations'],
      summary: 'Save a mug design with its PNG preview',
    })
    .input(
      customizationFieldsSchema.extend({
        image: imageFile.optional().meta({ description: 'The picture placed on the mug (checked by its bytes)' }),
        preview: imageFile.meta({ description: "The design's preview from the canvas: a PNG, at most 5 MB" }),
      }),
    )
    .output(customizationSchema),
  mine: signedIn
    .route({ method: 'GET', path: '/customizations', tags: ['customizations'], summary: "The customer's designs" })
    .input(myCustomizationsQuerySchema)
    .output(pageSchema(customizationSchema)),
  get: signedIn
    .route({
      method: 'GET',
      path: '/customizations/{id}',
      tags: ['customizations'],
      summary: 'One design (owner and admin)',
    })
    .input(customizationId)
    .output(customizationSchema),
  preview: signedIn
    .route({
      method: 'GET',
      path: '/customizations/{id}/preview.png',
      tags: ['customizations'],
      summary: "A design's PNG preview (owner and admin)",
    })
    .input(customizationId)
    .output(fileReply('image/png')),
  printImage: signedIn
    .route({
      method: 'GET',
      path: '/customizations/{id}/image',
      tags: ['customizations'],
      summary: 'The picture placed on a design, as uploaded (owner and admin)',
    })
    .input(customizationId)
    .output(fileReply('image/*')),
};
