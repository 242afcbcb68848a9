/** The business's constants: contact details, limits, timings and rates (docs/orders.md, docs/catalogue.md). */
export const BUSINESS = {
  name: 'QMJ Events and Creative Services',
  openingHours: '8:00 AM - 9:00 PM',
  email: 'hello@qmj.example',
  phone: '0917 123 4567',
  address: 'Poblacion, Lipa City, Batangas, Philippines',
} as const;

/** Every business day, week and month is counted in this zone; dates are stored in UTC. */
export const BUSINESS_TIME_ZONE = 'Asia/Manila';
/** Manila keeps UTC+8 all year (no daylight saving since 1990): its wall clock is the UTC one moved this much (docs/money-and-time.md). */
export const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

export const PAGE_SIZE = 10;
/** Product cards per catalogue page: fills rows of 2, 3 and 4. */
export const CATALOGUE_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const LOW_STOCK_THRESHOLD = 15;
export const SEARCH_LOADER_MS = 1500;
export const WELCOME_MESSAGE_MS = 3000;
export const EMPTY_CART_REDIRECT_MS = 3000;
export const POPUP_MESSAGES_MAX = 40;
export const POPUP_MESSAGE_MS = 2000;
export const FIND_SIMILAR_MAX = 8;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The most pixels an uploaded image may have (each is decoded to be re-encoded without its metadata). */
export const MAX_IMAGE_MEGAPIXELS = 50;
export const YEAR_SELECTOR_SPAN = 10;

export const DOWN_PAYMENT_RATE = 0.2;
export const MAX_APPROVED_BOOKINGS_PER_DAY = 3;
export const ADD_ON_SLOT_COUNT = 6;
export const BOOKING_ADD_ITEM_LIMIT = 3;

export const SHIPPING_FEE_MIN_PESOS = 25;
export const SHIPPING_FEE_MAX_PESOS = 35;
export const TRANSACTION_CODE_LENGTH = 8;

export const REVIEW_MAX_IMAGES = 3;
export const NEW_USERS_SHOWN = 6;

/** Session token lifetime (seconds): 12 hours. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
