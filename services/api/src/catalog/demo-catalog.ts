import type { MugSize } from '@qmj/contracts';
import type { DemoShape } from './demo-images.js';

export interface DemoProduct {
  name: string;
  size: string;
  stock: number;
  /** Pesos (stored as centavos). */
  price: number;
  description: string;
  /** A mug ordered with a design from the customizer (docs/customizer.md). */
  customizableSize?: MugSize;
}

/** The business's own lines (docs/catalogue.md, demo data), each drawn as its shape. */
export const DEMO_CATALOG: { category: string; shape: DemoShape; products: DemoProduct[] }[] = [
  {
    category: 'Mugs',
    shape: 'mug',
    products: [
      {
        name: 'Classic White Mug',
        size: '11 oz',
        stock: 120,
        price: 180,
        description: 'Glossy ceramic mug printed with your photo or logo. Dishwasher safe.',
      },
      {
        name: 'Magic Colour-Changing Mug',
        size: '11 oz',
        stock: 12,
        price: 350,
        description: 'Black when cold; your design appears when filled with a hot drink.',
      },
      {
        name: 'Large Coffee Mug',
        size: '15 oz',
        stock: 64,
        price: 260,
        description: 'A bigger mug for long mornings, full-wrap print.',
      },
      {
        name: 'Inner Colour Mug',
        size: '11 oz',
        stock: 40,
        price: 220,
        description: 'White outside, coloured inside and handle. Pick your colour.',
      },
      {
        name: 'Custom Mug - Small',
        size: 'Small',
        stock: 50,
        price: 200,
        description: 'Your own design from the mug customizer: colour, text and picture, on a small mug.',
        customizableSize: 'S',
      },
      {
        name: 'Custom Mug - Medium',
        size: 'Medium',
        stock: 40,
        price: 250,
        description: 'Your own design from the mug customizer: colour, text and picture, on a medium mug.',
        customizableSize: 'M',
      },
      {
        name: 'Custom Mug - Large',
        size: 'Large',
        stock: 30,
        price: 300,
        description: 'Your own design from the mug customizer: colour, text and picture, on a large mug.',
        customizableSize: 'L',
      },
    ],
  },
  {
    category: 'Shirts',
    shape: 'shirt',
    products: [
      {
        name: 'Event Souvenir T-Shirt',
        size: 'Medium',
        stock: 85,
        price: 350,
        description: 'Cotton round-neck shirt with a full-colour print of your event.',
      },
      {
        name: 'Family Reunion Shirt',
        size: 'Large',
        stock: 9,
        price: 380,
        description: 'Matching shirts for the whole clan, names on the back at no extra cost.',
      },
      {
        name: 'Kids Birthday Shirt',
        size: 'Small',
        stock: 30,
        price: 280,
        description: 'Soft shirt for the celebrant and guests, printed with the party theme.',
      },
      {
        name: 'Polo Shirt with Embroidery',
        size: 'Extra Large',
        stock: 22,
        price: 650,
        description: 'Embroidered logo on a breathable polo, for teams and offices.',
      },
    ],
  },
  {
    category: 'Albums',
    shape: 'album',
    products: [
      {
        name: 'Wedding Photo Album',
        size: 'A4',
        stock: 15,
        price: 2500,
        description: 'Lay-flat hardbound album, 40 pages, designed from your wedding coverage.',
      },
      {
        name: 'Debut Memory Book',
        size: 'A4',
        stock: 18,
        price: 1800,
        description: 'A keepsake of the eighteenth birthday: program, photos and messages.',
      },
      {
        name: 'Mini Instant Photo Album',
        size: 'Small',
        stock: 50,
        price: 450,
        description: 'Pocket album for instant prints, with a personalised cover.',
      },
      {
        name: 'Baptism Album',
        size: 'Standard',
        stock: 7,
        price: 1200,
        description: 'Soft-cover album for the christening, with the godparents page.',
      },
    ],
  },
  {
    category: 'Souvenirs',
    shape: 'souvenir',
    products: [
      {
        name: 'Personalised Ref Magnet',
        size: 'Small',
        stock: 300,
        price: 35,
        description: 'Photo magnet giveaway for guests, with the date and names.',
      },
      {
        name: 'Engraved Wooden Coaster',
        size: 'Standard',
        stock: 75,
        price: 120,
        description: 'Laser-engraved coaster, a practical take-home gift.',
      },
      {
        name: 'Scented Candle Giveaway',
        size: 'Small',
        stock: 14,
        price: 95,
        description: 'Small candle in a jar with a custom label.',
      },
      {
        name: 'Acrylic Photo Stand',
        size: 'Medium',
        stock: 26,
        price: 420,
        description: 'Clear acrylic block printed with your favourite photo.',
      },
    ],
  },
  {
    category: 'Tarpaulins',
    shape: 'tarpaulin',
    products: [
      {
        name: 'Birthday Tarpaulin Banner',
        size: '2x3 ft',
        stock: 40,
        price: 250,
        description: 'Full-colour tarpaulin with eyelets, designed by our team.',
      },
      {
        name: 'Event Backdrop Tarpaulin',
        size: '3x6 ft',
        stock: 11,
        price: 720,
        description: 'Large backdrop for stages and photo walls.',
      },
      {
        name: 'Store Signage Tarpaulin',
        size: '3x6 ft',
        stock: 33,
        price: 680,
        description: 'Weather-resistant shop sign, printed to your measurements.',
      },
      {
        name: 'Graduation Greeting Tarpaulin',
        size: '2x3 ft',
        stock: 58,
        price: 240,
        description: 'Congratulations banner with the graduate’s photo.',
      },
    ],
  },
  {
    category: 'Keychains',
    shape: 'keychain',
    products: [
      {
        name: 'Acrylic Photo Keychain',
        size: 'Small',
        stock: 150,
        price: 60,
        description: 'Double-sided acrylic keychain with your photo.',
      },
      {
        name: 'Leather Name Keychain',
        size: 'Standard',
        stock: 5,
        price: 150,
        description: 'Stamped leather tag with a name or initials.',
      },
      {
        name: 'Bottle Opener Keychain',
        size: 'Standard',
        stock: 90,
        price: 85,
        description: 'Metal bottle opener with an engraved message.',
      },
      {
        name: 'Wedding Favour Keychain',
        size: 'Small',
        stock: 200,
        price: 55,
        description: 'Heart-shaped keychain with the couple’s names and date.',
      },
    ],
  },
];
