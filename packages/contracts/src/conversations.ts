import {
  BUSINESS,
  DOWN_PAYMENT_RATE,
  MAX_APPROVED_BOOKINGS_PER_DAY,
  SHIPPING_FEE_MAX_PESOS,
  SHIPPING_FEE_MIN_PESOS,
} from './constants.js';

/**
 * Messages between a customer and the business (docs/messages.md): one conversation per customer, each message
 * written by the customer or by the business (the administrator), optionally about one of the customer's orders or
 * bookings. The rules here carry no zod, so the shell's header (the launcher and its badge) reads them cheaply.
 */

/** Who wrote a message. */
export const MESSAGE_AUTHORS = ['customer', 'business'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

export const CONVERSATION_LIMITS = {
  /** Characters of a message's text. */
  text: 2_000,
  /** Pictures of one message. */
  pictures: 3,
  /** Messages one user may send a minute (the administrator too). */
  perMinute: 20,
  /** Messages of a conversation read at once, and asked for again as the reader scrolls back. */
  page: 30,
  /** Quick replies the administrator keeps, and the characters of each. */
  quickReplies: 12,
  quickReplyText: 500,
} as const;

/** The names of the events of the messages stream (`messages.stream`, Server-Sent Events). */
export const MESSAGE_EVENTS = {
  /** A new message; the event's id is the message's id, so a reconnect resumes after it (`Last-Event-ID`). */
  message: 'message',
  /** A reader read a conversation up to a message. */
  read: 'read',
  /** The reader's unread count, after any change of it. */
  unread: 'unread',
} as const;

export const CONVERSATION_MESSAGES = {
  empty: 'Write a message or add a picture.',
  tooLong: `A message is at most ${CONVERSATION_LIMITS.text} characters.`,
  tooManyPictures: `At most ${CONVERSATION_LIMITS.pictures} pictures.`,
  notFound: 'There is no such conversation.',
  pictureNotFound: 'There is no such picture.',
  orderNotYours: 'That order is not one of yours.',
  bookingNotYours: 'That booking is not one of yours.',
  oneSubject: 'A message is about one order or one booking, not both.',
  tooMany: 'You are sending messages too fast. Please wait a minute.',
  quickReplies: `At most ${CONVERSATION_LIMITS.quickReplies} quick replies of ${CONVERSATION_LIMITS.quickReplyText} characters each.`,
  unreadMailSubject: 'You have a message from QMJ',
  unreadMail: (customerName: string, text: string) =>
    `Hi ${customerName}! We replied to your message:\n\n${text}\n\nRead and answer it from any page of the shop (Messages).`,
} as const;

/** An answer of the business to a common question: shown on /chatbot and suggested in the chat before a person answers. */
export interface CommonAnswer {
  question: string;
  answer: string;
  /** Words of a customer's message that make it a likely answer (lower case). */
  keywords: readonly string[];
}

const DOWN_PAYMENT_PERCENT = Math.round(DOWN_PAYMENT_RATE * 100);

export const COMMON_ANSWERS: readonly CommonAnswer[] = [
  {
    question: 'What are your opening hours?',
    answer: `We are open every day, ${BUSINESS.openingHours}. Online requests and orders are received at any time and answered during opening hours.`,
    keywords: ['open', 'hours', 'time', 'close', 'closing', 'today'],
  },
  {
    question: 'How do I book an event?',
    answer: `Open Book event, choose a service and its add-ons, and check the calendar for a free date (we take up to ${MAX_APPROVED_BOOKINGS_PER_DAY} events a day). Send the request with a receipt of the ${DOWN_PAYMENT_PERCENT}% down payment; we confirm once it is approved.`,
    keywords: ['book', 'booking', 'event', 'free', 'available', 'date', 'schedule', 'reserve'],
  },
  {
    question: 'How much is the down payment?',
    answer: `The down payment is ${DOWN_PAYMENT_PERCENT}% of the total of the service and its add-ons. The rest is paid on or before the event day.`,
    keywords: ['down', 'payment', 'deposit', 'balance', 'pay', 'percent'],
  },
  {
    question: 'Which payment methods do you accept?',
    answer: 'Cash on delivery (COD) and GCash. For GCash, upload the receipt of your payment with your order.',
    keywords: ['gcash', 'cod', 'cash', 'method', 'receipt', 'pay'],
  },
  {
    question: 'How much is delivery?',
    answer: `The shipping fee is from ₱${SHIPPING_FEE_MIN_PESOS} to ₱${SHIPPING_FEE_MAX_PESOS} depending on your delivery address; it is shown before you place the order and does not change afterwards.`,
    keywords: ['delivery', 'shipping', 'fee', 'deliver', 'ship'],
  },
  {
    question: 'Can I cancel an order?',
    answer:
      'Yes, while it is still pending. Choose one of the reasons: Need to change delivery address, Seller is not responsive to my inquiries, or Others/Change of mind. You can undo a cancellation if the item is still in stock.',
    keywords: ['cancel', 'cancellation', 'refund', 'undo'],
  },
  {
    question: 'How can I reach a person?',
    answer: `E-mail ${BUSINESS.email} or call ${BUSINESS.phone}, or visit us at ${BUSINESS.address}.`,
    keywords: ['call', 'phone', 'email', 'address', 'visit', 'person', 'contact'],
  },
];

/** The common answers a message's text most likely asks for, best first (at most `max`; none for no match). */
export function suggestedAnswers(text: string, max = 2): CommonAnswer[] {
  const words = new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);
  return COMMON_ANSWERS.map((answer) => ({
    answer,
    score: answer.keywords.filter((keyword) => words.has(keyword)).length,
  }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .map(({ answer }) => answer);
}
