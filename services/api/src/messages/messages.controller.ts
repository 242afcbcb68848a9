import { Controller, Res, type StreamableFile, UploadedFiles } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../common/decorators.js';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import type { UploadedImage } from '../media/media.service.js';
import { privateImageReply } from '../media/private-image-reply.js';
import type { User } from '../users/user.entity.js';
import { MessagesService } from './messages.service.js';
import { QuickRepliesService } from './quick-replies.service.js';

const routes = apiContract.messages;
const adminRoutes = apiContract.adminMessages;

/** The customer's conversation with the business (docs/messages.md). */
@Controller()
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Endpoint(routes.conversation)
  conversation(@CurrentUser() user: User, @Input() input: EndpointInput<typeof routes.conversation>) {
    return this.messages.conversation(user, input.before);
  }

  @Endpoint(routes.unread)
  unread(@CurrentUser() user: User) {
    return this.messages.unread(user);
  }

  /** Multipart: text, orderId or bookingId, and up to 3 files under `pictures`. */
  @Endpoint(routes.send)
  send(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.send>,
    @UploadedFiles() pictures: UploadedImage[] | undefined,
  ) {
    return this.messages.send(user, input, pictures ?? []);
  }

  @Endpoint(routes.read)
  read(@CurrentUser() user: User, @Input() input: EndpointInput<typeof routes.read>) {
    return this.messages.read(user, input.upTo);
  }

  @Endpoint(routes.picture)
  async picture(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.picture>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    return privateImageReply(response, await this.messages.picture(user, input.id, input.index));
  }

  /**
   * Server-Sent Events, written to the connection itself (`reply.hijack()`): the reply is the stream, never a value
   * Nest sends, so the contract's reply type (a file) stands for it.
   */
  @Endpoint(routes.stream)
  stream(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.stream>,
    @Res() reply: FastifyReply,
  ): Promise<StreamableFile> {
    return this.messages.stream(user, input.after, reply) as Promise<never>;
  }
}

/** The administrator's inbox and quick replies (docs/messages.md). */
@Controller()
export class AdminMessagesController {
  constructor(
    private readonly messages: MessagesService,
    private readonly quickReplies: QuickRepliesService,
  ) {}

  @Endpoint(adminRoutes.inbox)
  inbox(@Input() input: EndpointInput<typeof adminRoutes.inbox>) {
    return this.messages.inbox(input);
  }

  @Endpoint(adminRoutes.conversation)
  conversation(@Input() input: EndpointInput<typeof adminRoutes.conversation>) {
    return this.messages.adminConversation(input.id, input.before);
  }

  /** Multipart: text and up to 3 files under `pictures`. */
  @Endpoint(adminRoutes.reply)
  reply(
    @CurrentUser() admin: User,
    @Input() input: EndpointInput<typeof adminRoutes.reply>,
    @UploadedFiles() pictures: UploadedImage[] | undefined,
  ) {
    return this.messages.reply(admin, input.id, input, pictures ?? []);
  }

  @Endpoint(adminRoutes.read)
  read(@Input() input: EndpointInput<typeof adminRoutes.read>) {
    return this.messages.adminRead(input.id, input.upTo);
  }

  @Endpoint(adminRoutes.quickReplies)
  quickRepliesList() {
    return this.quickReplies.list();
  }

  @Endpoint(adminRoutes.saveQuickReplies)
  saveQuickReplies(@Input() input: EndpointInput<typeof adminRoutes.saveQuickReplies>) {
    return this.quickReplies.save(input);
  }
}
