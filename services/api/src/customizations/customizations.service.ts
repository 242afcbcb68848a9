import { BadRequestException, Injectable, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import {
  CUSTOMIZATION_MESSAGES,
  type CustomizationFields,
  type Customization as CustomizationView,
  type ImageMimeType,
  type MugSize,
  type MyCustomizationsQuery,
  type OrderCustomization,
  type Page,
} from '@qmj/contracts';
import { newestFirstPage } from '../common/paging.js';
import { PreparedPage, PreparedQuery } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { checkImageBytes } from '../media/image-check.js';
import { MediaService, type UploadedImage } from '../media/media.service.js';
import type { User } from '../users/user.entity.js';
import { Customization } from './customization.entity.js';
import { toCustomization, toOrderCustomization } from './customization-view.js';

/** A design by id, for the administrator; a customer reads only their own. */
const DESIGN_BY_ID = PreparedQuery.entities('design by id', (manager) =>
  manager.createQueryBuilder(Customization, 'c').where('c.id = :id'),
);

/** The designs some orders carry (`:...ids`). */
const DESIGNS_BY_IDS = PreparedQuery.entities('designs by ids', (manager) =>
  manager.createQueryBuilder(Customization, 'c').where('c.id IN (:...ids)'),
);

const DESIGN_OF_OWNER = PreparedQuery.entities('design of its owner', (manager) =>
  manager.createQueryBuilder(Customization, 'c').where('c.id = :id AND c.ownerId = :ownerId'),
);

/** The customer's own designs. */
const CUSTOMER_DESIGNS = PreparedPage.entities('customer designs', (manager) =>
  manager.createQueryBuilder(Customization, 'c').where('c.ownerId = :ownerId'),
);

/** The files of a design: the picture placed on the mug (optional) and the PNG preview from the canvas. */
export interface DesignFiles {
  image?: UploadedImage;
  preview?: UploadedImage;
}

/**
 * Saved mug designs (docs/customizer.md). Both files are PRIVATE: read only by the design's owner and
 * the administrator; another customer's design is 404, exactly like one that does not exist.
 */
@Injectable()
export class CustomizationsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly media: MediaService,
  ) {}

  /**
   * The preview must be a PNG. Both files are checked, then written, before the transaction (a
   * refused one leaves nothing behind); inside it they are kept before anything else can refuse the
   * design, so that a refused design leaves no file behind and a saved one has both in place once it
   * commits (docs/customizer.md).
   */
  async save(user: User, fields: CustomizationFields, files: DesignFiles): Promise<CustomizationView> {
    if (!files.preview?.buffer) throw new BadRequestException(CUSTOMIZATION_MESSAGES.previewRequired);
    const previewCheck = await checkImageBytes(files.preview.buffer);
    if (!previewCheck.ok && previewCheck.status === 413) throw new PayloadTooLargeException(previewCheck.message);
    if (!previewCheck.ok || previewCheck.mime !== 'image/png') {
      throw new BadRequestException(CUSTOMIZATION_MESSAGES.previewNotPng);
    }
    const [preview, image] = await this.media.prepareAll(
      files.image ? [files.preview, files.image] : [files.preview],
      'private',
    );
    return this.unitOfWork.transaction(async (manager) => {
      const previewKey = await this.media.keep(preview);
      const imageKey = image ? await this.media.keep(image) : null;
      const design = manager.create(Customization, { ownerId: user.id, ...fields, imageKey, previewKey });
      return toCustomization(await manager.save(design));
    });
  }

  /** The customer's own designs, newest first. */
  mine(user: User, query: MyCustomizationsQuery): Promise<Page<CustomizationView>> {
    return newestFirstPage(this.unitOfWork, CUSTOMER_DESIGNS.of({}), { ownerId: user.id }, query, async (rows) =>
      rows.map(toCustomization),
    );
  }

  async get(user: User, id: number): Promise<CustomizationView> {
    return toCustomization(await this.readable(user, id));
  }

  async preview(user: User, id: number): Promise<{ data: Buffer; contentType: ImageMimeType }> {
    return this.file((await this.readable(user, id)).previewKey, CUSTOMIZATION_MESSAGES.notFound);
  }

  /** The picture as uploaded, for printing; 404 'This design has no image.' when the design has none. */
  async printImage(user: User, id: number): Promise<{ data: Buffer; contentType: ImageMimeType }> {
    return this.file((await this.readable(user, id)).imageKey, CUSTOMIZATION_MESSAGES.noImage);
  }

  /**
   * The design an order of a product carries: required for a customizable product (of the design's
   * size), refused for any other; the design must be the buyer's own (404 otherwise).
   */
  async forOrder(user: User, customizableSize: MugSize | null, id: number | undefined): Promise<number | null> {
    if (customizableSize === null) {
      if (id !== undefined) throw new BadRequestException(CUSTOMIZATION_MESSAGES.notCustomizable);
      return null;
    }
    if (id === undefined) throw new BadRequestException(CUSTOMIZATION_MESSAGES.designRequired);
    const design = await this.own(user, id);
    if (design.size !== customizableSize) throw new BadRequestException(CUSTOMIZATION_MESSAGES.sizeMismatch);
    return design.id;
  }

  /** The designs of a page of orders, by id. */
  async forOrders(ids: readonly (number | null)[]): Promise<Map<number, OrderCustomization>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const designs = await this.unitOfWork.rows(DESIGNS_BY_IDS, { ids: wanted });
    return new Map(designs.map((design) => [design.id, toOrderCustomization(design)]));
  }

  /** The owner's design, or any design for the administrator. */
  private readable(user: User, id: number): Promise<Customization> {
    return user.role === 'admin' ? this.found(this.unitOfWork.row(DESIGN_BY_ID, { id })) : this.own(user, id);
  }

  private own(user: User, id: number): Promise<Customization> {
    return this.found(this.unitOfWork.row(DESIGN_OF_OWNER, { id, ownerId: user.id }));
  }

  /** 404 'That design does not exist.' */
  private async found(read: Promise<Customization | null>): Promise<Customization> {
    const design = await read;
    if (!design) throw new NotFoundException(CUSTOMIZATION_MESSAGES.notFound);
    return design;
  }

  private async file(key: string | null, missing: string): Promise<{ data: Buffer; contentType: ImageMimeType }> {
    const file = key ? await this.media.read(key, 'private') : null;
    if (!file) throw new NotFoundException(missing);
    return file;
  }
}
