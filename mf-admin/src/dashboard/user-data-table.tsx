import { DataTable } from '@qmj/web-kit/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pagedTable } from '../common/list-state';
import { CUSTOMERS_LOAD_FAILED, USER_DATA_COLUMNS } from '../customers/customer-columns';
import { customersQueryOptions } from '../customers/customers-queries';

/** The User Data table: every customer's details (never the administrator's), a page at a time. */
export function UserDataTable() {
  const [page, setPage] = useState(1);
  const list = useQuery({ ...customersQueryOptions('', page), placeholderData: keepPreviousData });
  return (
    <>
      <h2 className="h5">User Data</h2>
      <DataTable
        label="User Data"
        columns={USER_DATA_COLUMNS}
        rowKey={(customer) => customer.id}
        emptyText="No customers yet."
        {...pagedTable(list, { query: '', searching: false, page, setPage }, CUSTOMERS_LOAD_FAILED)}
      />
    </>
  );
}
