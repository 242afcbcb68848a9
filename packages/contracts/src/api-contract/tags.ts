/** The groups of the API's routes, each with the line its OpenAPI document shows for it. */
export const API_TAGS = {
  auth: 'Accounts: registration, sign-in and sign-out, password reset.',
  me: "The signed-in user's own profile and picture.",
  newsletter: 'Newsletter subscriptions from the public pages.',
  catalogue: 'Categories, sizes and products, with their barcodes, history and sales.',
  reviews: "Customers' reviews of the products they received.",
  orders: "A customer's cart, orders and their receipts.",
  'admin orders': "The administrator's order list and the steps of an order.",
  receipts: 'GCash receipts read and checked against what is due.',
  notifications: "A customer's notifications of their orders and bookings.",
  reports: 'PDF reports for the administrator.',
  services: 'The event services that can be booked, with their add-ons.',
  bookings: "The booking calendar's availability and a customer's booking requests.",
  'admin bookings': "The administrator's booking list and the decisions on a request.",
  scheduler: "The administrator's scheduler events.",
  'booked list': 'The booked list kept by the administrator.',
  dashboard: "The administrator's figures: sales, customers and visitors.",
  analytics: 'Page views counted from the web.',
  customizations: "A customer's mug designs.",
  platform: 'Health and public images.',
  settings: "The business's payment settings (GCash).",
} as const;
export type ApiTag = keyof typeof API_TAGS;
