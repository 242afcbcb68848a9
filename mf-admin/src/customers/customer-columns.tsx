import type { Customer, Gender, Profile } from '@qmj/contracts';
import { ApiImage, type DataColumn, formatCount, formatDate } from '@qmj/web-kit/ui';

export const CUSTOMERS_LOAD_FAILED = 'Could not load the customers.';

type Cell<Row> = Omit<DataColumn<Row>, 'header'>;

const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female' };

/** A detail the customer has not given yet. */
function given(value: string | null): string {
  return value || '—';
}

/** The columns of a user's own details, shared by the dashboard's tables and the customer list. */
const PROFILE_CELLS = {
  Profile: {
    cell: (user) => (
      <ApiImage
        src={user.profilePictureUrl}
        alt={`${user.username}'s picture`}
        missingLabel="No picture"
        width={40}
        height={40}
        className="rounded-circle border"
      />
    ),
  },
  Username: { cell: (user) => user.username, className: 'fw-semibold' },
  Status: { cell: (user) => user.status, className: 'text-capitalize' },
  Role: { cell: (user) => user.role, className: 'text-capitalize' },
  Contact: { cell: (user) => given(user.contact), className: 'text-nowrap' },
  Address: { cell: (user) => given(user.address) },
  Info: { cell: (user) => given(user.otherInfo) },
  Name: { cell: (user) => given(user.legitName) },
  'Showed Username': { cell: (user) => given(user.showedUsername) },
  Gender: { cell: (user) => (user.gender ? GENDER_LABELS[user.gender] : '—') },
  Joined: { cell: (user) => formatDate(user.createdAt), className: 'text-nowrap' },
} satisfies Record<string, Cell<Profile>>;

const CUSTOMER_CELLS = {
  ...PROFILE_CELLS,
  Orders: { cell: (customer) => formatCount(customer.orders), numeric: true },
  Bookings: { cell: (customer) => formatCount(customer.bookings), numeric: true },
} satisfies Record<string, Cell<Customer>>;

function columns<Row, Header extends string>(
  cells: Record<Header, Cell<Row>>,
  headers: readonly Header[],
): DataColumn<Row>[] {
  return headers.map((header) => ({ header, ...cells[header] }));
}

/** The dashboard's newest users of the week. */
export const NEWEST_USER_COLUMNS = columns(PROFILE_CELLS, ['Profile', 'Username', 'Status', 'Gender']);

/** The dashboard's User Data table: every detail of a customer. */
export const USER_DATA_COLUMNS = columns(PROFILE_CELLS, [
  'Profile',
  'Username',
  'Status',
  'Role',
  'Contact',
  'Address',
  'Info',
  'Name',
  'Showed Username',
  'Gender',
]);

/** The Customer List: who the customer is, how to reach them, and how much they have ordered and booked. */
export const CUSTOMER_LIST_COLUMNS = columns(CUSTOMER_CELLS, [
  'Username',
  'Name',
  'Contact',
  'Address',
  'Gender',
  'Status',
  'Joined',
  'Orders',
  'Bookings',
]);
