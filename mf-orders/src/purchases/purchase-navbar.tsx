import { NavLink } from '@qmj/web-kit/router';
import { SearchBox } from '@qmj/web-kit/ui';
import { Nav } from 'react-bootstrap';
import { PURCHASE_TABS } from './purchase-tabs';
import { useHideOnScroll } from './use-hide-on-scroll';

interface PurchaseNavbarProps {
  search: string;
  onSearch: (value: string) => void;
}

/** The tab links and the product-name search; sticky, hidden while scrolling down, back on scrolling up. */
export function PurchaseNavbar({ search, onSearch }: PurchaseNavbarProps) {
  const hidden = useHideOnScroll();
  return (
    <div
      className="sticky-top bg-white border rounded shadow-sm p-2 mb-3"
      data-hidden={hidden ? 'true' : 'false'}
      style={{
        transform: hidden ? 'translateY(-120%)' : 'none',
        transition: 'transform 0.25s ease-in-out',
        zIndex: 1010,
      }}
    >
      <nav aria-label="My Purchase">
        {/* The tabs wrap onto a second line on a phone, so none is out of sight. */}
        <Nav as="ul" variant="underline" className="flex-wrap row-gap-1 mb-2 px-1">
          {PURCHASE_TABS.filter((tab) => tab.inTabBar).map((tab) => (
            <Nav.Item as="li" key={tab.path}>
              <Nav.Link as={NavLink} to={tab.path} className="text-nowrap">
                {tab.title}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      </nav>
      <SearchBox id="order-search" label="Search orders" value={search} onChange={onSearch} />
    </div>
  );
}
