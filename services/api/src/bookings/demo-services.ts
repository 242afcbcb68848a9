import type { DemoShape } from '../catalog/demo-images.js';

export interface DemoService {
  title: string;
  information: string;
  /** Pesos (stored as centavos). */
  lowPricing: number;
  shape: DemoShape;
  hue: number;
  /** Slots 1.. in order, prices in pesos; the rest stay empty. */
  addOns: { name: string; price: number; stock: number }[];
}

/** The business's event services, each drawn as the shape of its kind (docs/bookings.md, demo data). */
export const DEMO_SERVICES: DemoService[] = [
  {
    title: 'Birthday Party Package',
    information: 'Party styling, host and games for up to 80 guests, with a themed backdrop and cake table.',
    lowPricing: 15000,
    shape: 'souvenir',
    hue: 330,
    addOns: [
      { name: 'Balloon Arch', price: 1500, stock: 5 },
      { name: 'Clown or Magician', price: 3000, stock: 2 },
      { name: 'Photo Booth (3 hours)', price: 4500, stock: 2 },
      { name: 'Extra Tables (set of 10)', price: 800, stock: 10 },
    ],
  },
  {
    title: 'Wedding Photo and Video Coverage',
    information: 'Two photographers and a videographer from preparation to reception, edited photos and a film.',
    lowPricing: 35000,
    shape: 'album',
    hue: 40,
    addOns: [
      { name: 'Drone Shots', price: 5000, stock: 2 },
      { name: 'Same-Day Edit Video', price: 8000, stock: 1 },
      { name: 'Extra Photo Album', price: 2500, stock: 10 },
      { name: 'Prenup Shoot', price: 10000, stock: 2 },
      { name: 'Printed Guest Photos', price: 1200, stock: 6 },
    ],
  },
  {
    title: 'Event Styling and Tarpaulins',
    information: 'Venue styling with printed tarpaulins, a stage backdrop and fresh flowers for any occasion.',
    lowPricing: 12000,
    shape: 'tarpaulin',
    hue: 200,
    addOns: [
      { name: '3x6 ft Tarpaulin', price: 650, stock: 20 },
      { name: 'Backdrop Styling', price: 6000, stock: 3 },
      { name: 'Fresh Flower Centerpieces', price: 450, stock: 30 },
      { name: 'LED String Lights', price: 2000, stock: 4 },
    ],
  },
  {
    title: 'Corporate Event and Souvenirs',
    information: 'Seminars, launches and company parties: sound, a host and printed souvenirs for your guests.',
    lowPricing: 20000,
    shape: 'mug',
    hue: 150,
    addOns: [
      { name: 'Printed Mugs (per dozen)', price: 2000, stock: 20 },
      { name: 'Event Shirts (per dozen)', price: 3600, stock: 15 },
      { name: 'Sound System', price: 5000, stock: 2 },
      { name: 'Host or Emcee', price: 4000, stock: 2 },
    ],
  },
];

export interface DemoBooking {
  /** Index into DEMO_SERVICES. */
  service: number;
  eventTitle: string;
  /** Days from today (Manila) to the start, and how many days it covers. */
  inDays: number;
  days: number;
  startTime: string;
  endTime: string;
  location: string;
  description: string;
  /** Quantities by slot. */
  addOns: { slot: number; quantity: number }[];
  approved: boolean;
}

/** The demo customer's bookings in the coming weeks: two approved on one day, another approved, one pending. */
export const DEMO_BOOKINGS: DemoBooking[] = [
  {
    service: 0,
    eventTitle: "Ana's 7th Birthday",
    inDays: 4,
    days: 1,
    startTime: '14:00',
    endTime: '18:00',
    location: 'Poblacion Clubhouse, Lipa City',
    description: 'Unicorn theme, about 60 guests.',
    addOns: [
      { slot: 1, quantity: 2 },
      { slot: 3, quantity: 1 },
    ],
    approved: true,
  },
  {
    service: 3,
    eventTitle: 'Lipa Coffee Co. Product Launch',
    inDays: 4,
    days: 1,
    startTime: '08:00',
    endTime: '12:00',
    location: 'Lipa City Convention Center',
    description: 'Morning launch with a short programme and souvenirs.',
    addOns: [
      { slot: 1, quantity: 5 },
      { slot: 3, quantity: 1 },
    ],
    approved: true,
  },
  {
    service: 1,
    eventTitle: 'Santos - Reyes Wedding',
    inDays: 11,
    days: 2,
    startTime: '09:00',
    endTime: '22:00',
    location: 'San Sebastian Cathedral and Casa Lipa',
    description: 'Ceremony on the first day, reception and after-party on the second.',
    addOns: [
      { slot: 1, quantity: 1 },
      { slot: 2, quantity: 1 },
    ],
    approved: true,
  },
  {
    service: 2,
    eventTitle: 'Barangay Fiesta Stage',
    inDays: 8,
    days: 1,
    startTime: '16:00',
    endTime: '23:00',
    location: 'Barangay Sabang Covered Court',
    description: 'Stage backdrop and tarpaulins for the fiesta night.',
    addOns: [
      { slot: 1, quantity: 4 },
      { slot: 4, quantity: 2 },
    ],
    approved: false,
  },
];

/** The scheduler's events of this week: day of the week (0 Sunday), start, end, text. */
export const DEMO_SCHEDULE: { weekday: number; start: string; end: string; text: string }[] = [
  { weekday: 1, start: '09:00', end: '10:00', text: 'Team meeting: bookings of the week' },
  { weekday: 3, start: '14:00', end: '16:00', text: 'Ocular visit: Casa Lipa reception hall' },
  { weekday: 4, start: '10:00', end: '11:30', text: 'Supplier: balloons and flowers delivery' },
  { weekday: 5, start: '15:00', end: '17:00', text: 'Equipment check: sound system and lights' },
];
