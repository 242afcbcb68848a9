import { Injectable } from '@nestjs/common';
import type { QuickReplies } from '@qmj/contracts';
import { PreparedQuery } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { QuickReply } from './quick-reply.entity.js';

const QUICK_REPLIES = PreparedQuery.entities('quick replies in order', (manager) =>
  manager.createQueryBuilder(QuickReply, 'q').orderBy('q.position', 'ASC'),
);

/** The administrator's quick replies (docs/messages.md): a short list, replaced whole when it is saved. */
@Injectable()
export class QuickRepliesService {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async list(): Promise<QuickReplies> {
    const rows = await this.unitOfWork.rows(QUICK_REPLIES);
    return { replies: rows.map((row) => row.text) };
  }

  async save({ replies }: QuickReplies): Promise<QuickReplies> {
    await this.unitOfWork.transaction(async (manager) => {
      await manager.createQueryBuilder().delete().from(QuickReply).execute();
      if (replies.length > 0)
        await manager.insert(
          QuickReply,
          replies.map((text, position) => ({ position, text })),
        );
    });
    return this.list();
  }
}
