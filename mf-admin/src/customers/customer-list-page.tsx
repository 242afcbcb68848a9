import { DataTable, SearchBox, usePageTitle } from '@qmj/web-kit/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Col, Container, Row } from 'react-bootstrap';
import { pagedTable, usePagedSearch } from '../common/list-state';
import { CUSTOMER_LIST_COLUMNS, CUSTOMERS_LOAD_FAILED } from './customer-columns';
import { customersQueryOptions } from './customers-queries';

/** `/customer`: every customer (never the administrator) with their orders and bookings, searched and paged. */
export function CustomerListPage() {
  usePageTitle('Customer List');
  const [typed, setTyped] = useState('');
  const search = usePagedSearch(typed, '');
  const list = useQuery({ ...customersQueryOptions(search.query, search.page), placeholderData: keepPreviousData });

  return (
    <Container fluid className="py-4 px-4">
      <h1 className="h2 mb-3">Customer List</h1>
      <Row className="g-2 mb-3">
        <Col sm={7} md={5} lg={4}>
          <SearchBox id="customer-search" label="Search customers" value={typed} onChange={setTyped} />
        </Col>
      </Row>
      <DataTable
        label="Customers"
        columns={CUSTOMER_LIST_COLUMNS}
        rowKey={(customer) => customer.id}
        emptyText={search.query ? 'No customers match the search.' : 'No customers yet.'}
        {...pagedTable(list, search, CUSTOMERS_LOAD_FAILED)}
      />
    </Container>
  );
}
