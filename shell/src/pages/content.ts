import { DOWN_PAYMENT_RATE } from '@qmj/contracts';
import { formatPercent } from '@qmj/web-kit/ui';

/** The business's own copy, shared by the landing page and the customer pages. */
export const SERVICES = [
  {
    id: 'sounds-and-lights',
    title: 'Sounds and Lights',
    text: 'Professional sound systems, stage lighting and technicians for weddings, debuts, concerts and corporate events of any size.',
    color: '#7a3e9d',
  },
  {
    id: 'photo-and-video',
    title: 'Photo and Video Production',
    text: 'Event coverage, same-day edits, prenuptial shoots and highlight films by our photo and video team.',
    color: '#c0587e',
  },
  {
    id: 'items-customization',
    title: 'Items Customization',
    text: 'Personalised mugs, shirts, albums, souvenirs and tarpaulins, designed with you and made in-house.',
    color: '#f2b134',
  },
  {
    id: 'order-handling',
    title: 'Efficient Order Handling of Products',
    text: 'Pre-order online, pay by cash on delivery or GCash, and follow every order from approval to delivery.',
    color: '#3e7d9d',
  },
] as const;

export const ARTICLES = [
  {
    id: 'article-planning',
    title: 'Planning a debut without the stress',
    summary: 'A month-by-month checklist for the eighteenth birthday celebration, from venue to the last dance.',
    body: 'Start with the date and the venue at least four months ahead, then book sound, lights and coverage together so one team coordinates the program. Two months before, settle the guest list, the eighteen roses and candles, and your souvenirs. In the final week, walk through the program with the host and the technicians.',
  },
  {
    id: 'article-lights',
    title: 'How stage lighting changes a wedding reception',
    summary: 'Warm washes, pin spots and uplighting: what each one does and when to use it.',
    body: 'Uplighting colours the walls and makes a plain hall feel designed. Pin spots make the cake and the centrepieces glow. Warm washes on the stage keep faces natural for photos and video. We plan the lighting together with the photographers so every important moment is well lit.',
  },
  {
    id: 'article-souvenirs',
    title: 'Souvenirs your guests will actually keep',
    summary: 'Customised mugs, shirts and albums that outlast the party.',
    body: 'Useful souvenirs are the ones that stay on a desk or in a cabinet for years. A mug with the couple\u2019s names and date, a shirt for the barkada, or a small album of the day are favourites. Order early: customised items are made to order and take about a week.',
  },
] as const;

export const NEWS = [
  {
    date: '2025-01-15',
    title: 'Online booking is open',
    text: `Book sound, lights and coverage online with a ${formatPercent(DOWN_PAYMENT_RATE)} down payment.`,
  },
  {
    date: '2025-02-03',
    title: 'GCash payments accepted',
    text: 'Pay for product pre-orders by GCash or cash on delivery.',
  },
  {
    date: '2025-03-20',
    title: 'New mug customizer',
    text: 'Design your mug in 3D: colours, text, fonts and your own picture.',
  },
  {
    date: '2025-05-08',
    title: 'Wedding season schedule',
    text: 'Weekend dates for May and June are filling up; check availability early.',
  },
] as const;
